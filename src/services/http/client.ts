import Taro from '@tarojs/taro'
import { NetworkError, TimeoutError, UnauthorizedError } from './errors'
import { unwrapEnvelope } from './envelope'
import { settleWithin } from '@/utils/deadline'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
import { buildQuery, type Query } from '@/shared/query'

export { buildQuery }
export type { Query } from '@/shared/query'

interface RequestOptions {
  method?: Method
  params?: Query
  data?: unknown
  /** false for login endpoints: no Authorization-Ca header. */
  auth?: boolean
  timeout?: number
  headers?: Record<string, string>
}

export interface RawResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

/** What the client sends a request through: Taro.request in the app, a fake in tests. */
export type Transport = (options: { url: string; method: Method; data?: unknown; header: Record<string, string>; timeout: number }) => Promise<RawResponse>

export interface ClientHooks {
  /** The Authorization-Ca token, or null. */
  token(): string | null
  /** Editor and restricted modes send no authorization header. */
  authDisabled(): boolean
  /** The "<product>-Track" header, or null when there are no tracking values. */
  trackHeader(): { name: string; value: string } | null
  /**
   * The server refused the token a call carried (401): the session ended elsewhere (expired, logged out on another
   * device, disabled). What was kept for it on this device goes (the offline tickets).
   */
  sessionRefused?(): void
}

const DEFAULT_TIMEOUT = 15000

export const taroTransport: Transport = async ({ url, method, data, header, timeout }) => {
  try {
    const res = await Taro.request({
      url,
      method,
      data: data === undefined ? undefined : (data as Record<string, unknown>),
      header,
      timeout,
      // Parse ourselves: an HTML error page or truncated JSON must become a clear error, not a crash.
      dataType: 'text',
      responseType: 'text'
    })
    return { statusCode: res.statusCode, data: res.data, header: res.header as Record<string, string> }
  } catch (error) {
    const msg = String((error as { errMsg?: string; message?: string })?.errMsg || (error as Error)?.message || '')
    if (/timeout|超时/i.test(msg)) throw new TimeoutError()
    throw new NetworkError()
  }
}

/** The request layer of spec §7: one function over a transport, the envelope unwrapped in one place. */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly hooks: ClientHooks,
    private readonly transport: Transport = taroTransport
  ) {}

  url(path: string, params?: Query): string {
    const query = buildQuery(params)
    const full = /^https?:\/\//.test(path) ? path : `${this.baseUrl}${path}`
    return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full
  }

  /** Headers every call carries: token (unless auth is off) and the track header. */
  headers(auth = true): Record<string, string> {
    const header: Record<string, string> = { 'Content-Type': 'application/json' }
    const token = auth && !this.hooks.authDisabled() ? this.hooks.token() : null
    if (token) header['Authorization-Ca'] = token
    const track = this.hooks.trackHeader()
    if (track) header[track.name] = track.value
    return header
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method || 'GET'
    const timeout = options.timeout || DEFAULT_TIMEOUT
    const header = { ...this.headers(options.auth !== false), ...options.headers }
    const url = this.url(path, options.params)
    const body = method === 'GET' ? undefined : options.data === undefined ? {} : options.data
    const res = await withTimeout(this.transport({ url, method, data: body, header, timeout }), timeout)
    try {
      return unwrapEnvelope<T>(res.statusCode, res.data)
    } catch (e) {
      if (e instanceof UnauthorizedError && header['Authorization-Ca']) this.hooks.sessionRefused?.()
      throw e
    }
  }

  get<T>(path: string, params?: Query, options: Omit<RequestOptions, 'params' | 'method'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'GET', params })
  }

  post<T>(path: string, data?: unknown, options: Omit<RequestOptions, 'data' | 'method'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'POST', data })
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return settleWithin(promise, ms, () => {
    throw new TimeoutError()
  })
}
