/**
 * Page tests answer Taro.request from a route table instead of a server:
 *   const api = mockApi({ 'GET /open/v1/entityData/entityDataList': q => page([...]) })
 *   api.calls → every request made ({ method, path, query, data, header })
 * A handler returns data (wrapped as {code:200,data}), or an Envelope via envelope(), or throws
 * (the request fails like a network error). Unmatched calls answer code 404.
 */
import Taro from '@tarojs/taro'
import type { Envelope, Page } from '../../types/contract'

interface MockCall {
  method: string
  path: string
  query: Record<string, string>
  data: unknown
  header: Record<string, string>
}

type Handler = (query: Record<string, string>, data: unknown, call: MockCall) => unknown

const ENVELOPE = Symbol('envelope')

/** A raw envelope answer (e.g. envelope(400, null, '积分不足') or envelope(209, true)). */
export function envelope<T>(code: number, data: T, message = ''): Envelope<T> & { [ENVELOPE]: true } {
  return { code, data, message, [ENVELOPE]: true }
}

/** A page of items in the server's paging shape. */
export function page<T>(content: T[], number = 0, last = true, size = 10): Page<T> {
  return { content, number, last, size, totalElements: content.length, totalPages: last ? number + 1 : number + 2 }
}

export function mockApi(routes: Record<string, Handler | unknown>) {
  const calls: MockCall[] = []
  const spy = jest.spyOn(Taro, 'request').mockImplementation(((options: Taro.request.Option) => {
    const method = (options.method || 'GET').toUpperCase()
    const url = String(options.url)
    const [rawPath, search = ''] = url.split('?')
    const path = rawPath.replace(/^\/api/, '')
    const query: Record<string, string> = {}
    for (const part of search.split('&').filter(Boolean)) {
      const [k, v = ''] = part.split('=')
      query[decodeURIComponent(k)] = decodeURIComponent(v)
    }
    const call: MockCall = { method, path, query, data: options.data, header: (options.header || {}) as Record<string, string> }
    calls.push(call)
    const key = `${method} ${path}`
    const handler = routes[key] ?? routes[path]
    return (async () => {
      if (handler === undefined) return { statusCode: 200, data: JSON.stringify({ code: 404, data: null, message: `no mock for ${key}` }), header: {} }
      const result = typeof handler === 'function' ? await (handler as Handler)(query, options.data, call) : handler
      const body = result && typeof result === 'object' && ENVELOPE in (result as object) ? result : { code: 200, data: result, message: '' }
      return { statusCode: 200, data: JSON.stringify(body), header: {} }
    })()
  }) as unknown as typeof Taro.request)
  return {
    calls,
    /** Calls to one path. */
    callsTo: (path: string) => calls.filter(c => c.path === path),
    /** Forgets the calls made so far (a test that counts calls starts from none). */
    clearCalls: () => void calls.splice(0),
    restore: () => spy.mockRestore()
  }
}
