import type { AiMessage } from '../../../types/contract'
import { http } from '@/services/http'
import { ApiError } from '@/services/http/errors'
import { unwrapEnvelope } from '@/services/http/envelope'
import { STREAM_CHAT_PATH } from './api'
import { createSseParser, type StreamEvent } from './sse'
import { chatOnce, StoppedError, StreamBrokenError, type StreamHandlers } from './stream-shared'

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return !!signal?.aborted || (error instanceof Error && error.name === 'AbortError')
}

/**
 * The answer streamed token by token: POST beforeStreamChat with fetch and read `data: {...}` lines
 * from the body as they arrive. When the stream cannot start (no fetch streams, network failure,
 * an answer that is not a stream) the whole answer comes from chat() instead; a server refusal
 * (not signed in, bad question) is thrown as is.
 */
export async function streamChat(message: string, handlers: StreamHandlers): Promise<AiMessage> {
  const { onDelta, signal } = handlers
  if (typeof fetch !== 'function' || typeof TextDecoder === 'undefined') return chatOnce(message, handlers)
  let response: Response
  try {
    response = await fetch(http.url(STREAM_CHAT_PATH), {
      method: 'POST',
      headers: { ...http.headers(), Accept: 'text/event-stream' },
      body: JSON.stringify({ message }),
      signal
    })
  } catch (error) {
    if (isAbort(error, signal)) throw new StoppedError()
    return chatOnce(message, handlers)
  }

  const type = response.headers.get('content-type') || ''
  if (!/text\/event-stream/i.test(type) || !response.body || typeof response.body.getReader !== 'function') {
    const text = await response.text().catch(() => '')
    let answer: AiMessage | null = null
    try {
      answer = unwrapEnvelope<AiMessage>(response.status, text)
    } catch (error) {
      // The server said no (401, 400...): chat() would say the same.
      if (error instanceof ApiError) throw error
      return chatOnce(message, handlers)
    }
    if (answer && typeof answer.content === 'string') {
      onDelta(answer.content)
      return answer
    }
    return chatOnce(message, handlers)
  }

  const reader = response.body.getReader()
  const decoder = new TextDecoder('utf-8')
  let final: AiMessage | null = null
  let done = false
  let failure: string | null = null
  const parser = createSseParser((event: StreamEvent) => {
    if (event.type === 'delta') onDelta(event.text)
    else if (event.type === 'done') {
      done = true
      final = event.message
    } else failure = event.message
  })
  try {
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      parser.push(decoder.decode(chunk.value, { stream: true }))
      if (done || failure) break
    }
    parser.push(decoder.decode())
    parser.end()
  } catch (error) {
    if (isAbort(error, signal)) throw new StoppedError()
    throw new StreamBrokenError()
  } finally {
    reader.cancel().catch(() => undefined)
  }
  if (failure) throw new ApiError(failure, 500)
  if (!done) throw new StreamBrokenError()
  return final || { id: 0, role: 'assistant', content: '', createdAt: new Date().toISOString(), links: [] }
}
