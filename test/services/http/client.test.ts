import { ApiClient, buildQuery, type RawResponse, type Transport } from '@/services/http/client'
import { ApiError, BadResponseError, NetworkError, TimeoutError, UnauthorizedError } from '@/services/http/errors'

function clientWith(answer: RawResponse | (() => Promise<RawResponse>), hooks: Partial<ConstructorParameters<typeof ApiClient>[1]> = {}) {
  const calls: Parameters<Transport>[0][] = []
  const transport: Transport = async options => {
    calls.push(options)
    return typeof answer === 'function' ? answer() : answer
  }
  const client = new ApiClient('/api', { token: () => 'tok', authDisabled: () => false, trackHeader: () => null, ...hooks }, transport)
  return { client, calls }
}

const ok = (data: unknown, code = 200): RawResponse => ({ statusCode: 200, data: JSON.stringify({ code, data, message: 'm' }) })

describe('request layer envelope (spec §7)', () => {
  it('returns data for HTTP 200 + code 200', async () => {
    const { client } = clientWith(ok({ a: 1 }))
    await expect(client.get('/x')).resolves.toEqual({ a: 1 })
  })

  it('returns the value for code 209', async () => {
    const { client } = clientWith(ok(true, 209))
    await expect(client.get('/x')).resolves.toBe(true)
  })

  it('raises ApiError with the server message and code for any other code', async () => {
    const { client } = clientWith({ statusCode: 200, data: JSON.stringify({ code: 400, data: null, message: '积分不足' }) })
    const error = await client.get<never>('/x').catch((e: ApiError) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('积分不足')
    expect(error.code).toBe(400)
  })

  it('raises UnauthorizedError for code 401', async () => {
    const { client } = clientWith({ statusCode: 200, data: JSON.stringify({ code: 401, data: null, message: '请先登录' }) })
    await expect(client.get('/x')).rejects.toBeInstanceOf(UnauthorizedError)
  })

  it('reports a refused token once per refusal, and nothing for a call that carried none', async () => {
    const refused = jest.fn()
    const answer = { statusCode: 200, data: JSON.stringify({ code: 401, data: null, message: '请先登录' }) }
    const { client } = clientWith(answer, { sessionRefused: refused })
    await expect(client.get('/ca/v1/x')).rejects.toBeInstanceOf(UnauthorizedError)
    expect(refused).toHaveBeenCalledTimes(1)
    await expect(client.get('/ca/v1/x', undefined, { auth: false })).rejects.toBeInstanceOf(UnauthorizedError)
    const anonymous = clientWith(answer, { token: () => null, sessionRefused: refused }).client
    await expect(anonymous.get('/ca/v1/x')).rejects.toBeInstanceOf(UnauthorizedError)
    await expect(clientWith(ok(1), { sessionRefused: refused }).client.get('/x')).resolves.toBe(1)
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['an HTML error page', { statusCode: 200, data: '<html><body>Bad gateway</body></html>' }, BadResponseError],
    ['truncated JSON', { statusCode: 200, data: '{"code":200,"data":{"a"' }, BadResponseError],
    ['an empty body', { statusCode: 200, data: '' }, BadResponseError],
    ['JSON without an envelope', { statusCode: 200, data: '[1,2]' }, BadResponseError],
    ['HTTP 502 with HTML', { statusCode: 502, data: '<h1>502</h1>' }, NetworkError],
    ['HTTP 500 with an envelope', { statusCode: 500, data: JSON.stringify({ code: 500, data: null, message: '服务器错误' }) }, ApiError]
  ])('raises a clear error for %s', async (_name, answer, type) => {
    const { client } = clientWith(answer as RawResponse)
    const error = await client.get<never>('/x').catch((e: Error) => e)
    expect(error).toBeInstanceOf(type)
    expect(error.message).toBeTruthy()
  })

  it('raises TimeoutError when the server does not answer in time', async () => {
    jest.useFakeTimers()
    const { client } = clientWith(() => new Promise(() => undefined))
    const pending = client.request('/x', { timeout: 5000 }).catch(e => e)
    jest.advanceTimersByTime(5001)
    expect(await pending).toBeInstanceOf(TimeoutError)
    jest.useRealTimers()
  })

  it('passes network failures through as NetworkError', async () => {
    const { client } = clientWith(() => Promise.reject(new NetworkError()))
    await expect(client.get('/x')).rejects.toBeInstanceOf(NetworkError)
  })

  it('sends Authorization-Ca and the track header; login calls send no token', async () => {
    const { client, calls } = clientWith(ok(1), { trackHeader: () => ({ name: 'Marketing-Track', value: 'utm_source=a' }) })
    await client.get('/x', { a: 1, b: [1, 2], c: undefined })
    await client.post('/login', undefined, { auth: false })
    expect(calls[0].url).toBe('/api/x?a=1&b=1%2C2')
    expect(calls[0].header['Authorization-Ca']).toBe('tok')
    expect(calls[0].header['Marketing-Track']).toBe('utm_source=a')
    expect(calls[1].header['Authorization-Ca']).toBeUndefined()
    expect(calls[1].method).toBe('POST')
  })

  it('sends no authorization header in editor or restricted mode', async () => {
    const { client, calls } = clientWith(ok(1), { authDisabled: () => true })
    await client.get('/x')
    expect(calls[0].header['Authorization-Ca']).toBeUndefined()
  })

  it('never puts the token in the URL', async () => {
    const { client, calls } = clientWith(ok(1))
    await client.get('/x', { q: 1 })
    expect(calls[0].url).not.toContain('tok')
  })

  it('builds queries without empty values', () => {
    expect(buildQuery({ a: '', b: null, c: 0, d: 'x y' })).toBe('c=0&d=x%20y')
  })
})
