import { createSseParser, parseStreamData, type StreamEvent } from '@/features/ai/sse'
import { waitFor } from '@testing-library/dom'
import { streamChat } from '@/features/ai/stream'
import { StoppedError, StreamBrokenError } from '@/features/ai/stream-shared'
import { setClientHooks, UnauthorizedError } from '@/services/http'
import { aiMessage, sseResponse, utf8 } from '../../support/ai'
import { mockApi, envelope } from '../../utils/mock-api'

const g = globalThis as Record<string, unknown>

const final = aiMessage({ id: 42, content: '你好世界', createdAt: '2024-01-01T00:00:00Z', links: [{ entityType: 'ARTICLE', id: 3, title: 'A' }] })

function collect(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = []
  const parser = createSseParser(e => events.push(e))
  chunks.forEach(c => parser.push(c))
  parser.end()
  return events
}

describe('SSE parsing', () => {
  it('reads data lines into deltas and the final message', () => {
    const events = collect([`data: {"delta":"你好"}\n\ndata: {"delta":"世界"}\n\n`, `data: ${JSON.stringify({ done: true, message: final })}\n\n`])
    expect(events).toEqual([
      { type: 'delta', text: '你好' },
      { type: 'delta', text: '世界' },
      { type: 'done', message: final }
    ])
  })

  it('joins lines split anywhere across chunks, including inside CRLF and multi-byte text', () => {
    const text = 'data: {"delta":"ab"}\r\n\r\n: keep-alive\r\ndata: {"delta":"c"}\r\n\r\n'
    const pieces = text.split('')
    expect(collect(pieces)).toEqual([
      { type: 'delta', text: 'ab' },
      { type: 'delta', text: 'c' }
    ])
  })

  it('ignores comments, other fields, junk and unknown payloads', () => {
    expect(collect(['event: ping\nid: 1\n: hi\ndata: not json\n\ndata: {"other":1}\n\nretry: 5\n\n'])).toEqual([])
    expect(parseStreamData('[DONE]')).toEqual({ type: 'done', message: null })
    expect(parseStreamData('{"error":"出错了"}')).toEqual({ type: 'error', message: '出错了' })
  })

  it('dispatches a last event without a trailing blank line at the end', () => {
    expect(collect(['data: {"delta":"x"}'])).toEqual([{ type: 'delta', text: 'x' }])
  })
})

describe('streamChat on the web', () => {
  const realFetch = g.fetch
  afterEach(() => {
    g.fetch = realFetch
  })

  it('POSTs the question with the token and track headers and appends deltas live', async () => {
    setClientHooks({ token: () => 'tok', trackHeader: () => ({ name: 'Marketing-Track', value: 'utm_source=x' }) })
    const whole = `data: {"delta":"你好"}\n\ndata: {"delta":"世界"}\n\ndata: ${JSON.stringify({ done: true, message: final })}\n\n`
    const bytes = utf8(whole)
    // split the UTF-8 bytes in the middle of a character
    const fetchMock = jest.fn(async () => sseResponse([bytes.slice(0, 15), bytes.slice(15, 31), bytes.slice(31)]))
    g.fetch = fetchMock
    const deltas: string[] = []
    const answer = await streamChat('问题', { onDelta: d => deltas.push(d) })
    expect(deltas.join('')).toBe('你好世界')
    expect(answer).toEqual(final)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/ca-open/v1/ai/assistant/beforeStreamChat')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ message: '问题' })
    expect(init.headers).toMatchObject({ 'Authorization-Ca': 'tok', 'Marketing-Track': 'utm_source=x', Accept: 'text/event-stream' })
    setClientHooks({ token: () => null, trackHeader: () => null })
  })

  it('falls back to chat() when the stream cannot start', async () => {
    g.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const api = mockApi({ 'POST /ca-open/v1/ai/assistant/chat': final })
    const deltas: string[] = []
    await expect(streamChat('问题', { onDelta: d => deltas.push(d) })).resolves.toEqual(final)
    expect(deltas).toEqual(['你好世界'])
    expect(api.callsTo('/ca-open/v1/ai/assistant/chat')).toHaveLength(1)
    api.restore()
  })

  it('throws the server refusal (not signed in) without a fallback', async () => {
    g.fetch = jest.fn(async () => ({
      status: 200,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ code: 401, data: null, message: '请先登录' }),
      body: null
    }))
    const api = mockApi({ 'POST /ca-open/v1/ai/assistant/chat': envelope(401, null, '请先登录') })
    await expect(streamChat('问题', { onDelta: () => undefined })).rejects.toBeInstanceOf(UnauthorizedError)
    expect(api.calls).toHaveLength(0)
    api.restore()
  })

  it('stops on abort and keeps what arrived', async () => {
    const controller = new AbortController()
    g.fetch = jest.fn(async (_u: string, init: RequestInit) => sseResponse(['data: {"delta":"部分"}\n\n'], { hang: true, signal: init.signal }))
    const deltas: string[] = []
    const pending = streamChat('问题', { onDelta: d => deltas.push(d), signal: controller.signal })
    await waitFor(() => expect(deltas).toEqual(['部分']))
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(StoppedError)
    expect(deltas).toEqual(['部分'])
  })

  it('reports a stream that ends before the answer is complete', async () => {
    g.fetch = jest.fn(async () => sseResponse(['data: {"delta":"半"}\n\n']))
    await expect(streamChat('问题', { onDelta: () => undefined })).rejects.toBeInstanceOf(StreamBrokenError)
  })
})
