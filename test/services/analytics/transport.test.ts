import { ApiError, NetworkError, TimeoutError } from '../../../src/services/http'
import { analyticsUrl, createHttpTransport } from '../../../src/services/analytics/transport'
import type { AnalyticsPayload } from '../../../src/services/analytics'
import { PAGE } from './helpers'

const payload: AnalyticsPayload = { siteId: 1, anonymousPageId: 'p', type: 'event', event: 'e', properties: {}, pageProperties: PAGE }
const ok = { statusCode: 200, data: JSON.stringify({ code: 200, data: { stored: 1 }, message: 'ok' }) }

describe('default transport', () => {
  it('POSTs the JSON array to ${API_BASE}/open/v1/analytics with the given timeout', async () => {
    const request = jest.fn().mockResolvedValue(ok)
    const send = createHttpTransport({ request: request as never })
    await send([payload], { keepalive: false, timeoutMs: 10000 })
    expect(analyticsUrl()).toBe('/api/open/v1/analytics')
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/open/v1/analytics', method: 'POST', data: [payload], timeout: 10000 }))
    expect(request.mock.calls[0][0].header).not.toHaveProperty('Authorization-Ca')
  })

  it('rejects when the server answers with an error envelope or HTTP error', async () => {
    const request = jest
      .fn()
      .mockResolvedValueOnce({ statusCode: 200, data: '{"code":500,"data":null,"message":"bad"}' })
      .mockResolvedValueOnce({ statusCode: 503, data: '<html>' })
    const send = createHttpTransport({ request: request as never })
    await expect(send([payload], { keepalive: false, timeoutMs: 1 })).rejects.toBeInstanceOf(ApiError)
    await expect(send([payload], { keepalive: false, timeoutMs: 1 })).rejects.toBeInstanceOf(NetworkError)
  })

  it('turns request failures into TimeoutError or NetworkError', async () => {
    const request = jest.fn().mockRejectedValueOnce({ errMsg: 'request:fail timeout' }).mockRejectedValueOnce(new Error('refused'))
    const send = createHttpTransport({ request: request as never })
    await expect(send([payload], { keepalive: false, timeoutMs: 1 })).rejects.toBeInstanceOf(TimeoutError)
    await expect(send([payload], { keepalive: false, timeoutMs: 1 })).rejects.toBeInstanceOf(NetworkError)
  })

  it('on page hide starts the keepalive send synchronously and skips Taro.request', async () => {
    const request = jest.fn()
    const keepalive = jest.fn().mockReturnValue(Promise.resolve(ok))
    const send = createHttpTransport({ request: request as never, keepalive })
    const sending = send([payload], { keepalive: true, timeoutMs: 10000 })
    expect(keepalive).toHaveBeenCalledWith('/api/open/v1/analytics', JSON.stringify([payload]))
    await sending
    expect(request).not.toHaveBeenCalled()
  })

  it('rejects a keepalive send the server refused, so the events are queued again', async () => {
    const keepalive = jest.fn().mockReturnValue(Promise.resolve({ statusCode: 502, data: '' }))
    const send = createHttpTransport({ request: jest.fn() as never, keepalive })
    await expect(send([payload], { keepalive: true, timeoutMs: 1 })).rejects.toBeInstanceOf(NetworkError)
  })

  it('treats a handed-over beacon as sent', async () => {
    const send = createHttpTransport({ request: jest.fn() as never, keepalive: () => Promise.resolve('beacon' as const) })
    await expect(send([payload], { keepalive: true, timeoutMs: 1 })).resolves.toBeUndefined()
  })

  it('falls back to a normal request when the platform has no keepalive send', async () => {
    const request = jest.fn().mockResolvedValue(ok)
    const send = createHttpTransport({ request: request as never, keepalive: () => null })
    await send([payload], { keepalive: true, timeoutMs: 10000 })
    expect(request).toHaveBeenCalledTimes(1)
  })
})
