/** Assistant messages and streamed answers for the AI tests (the stream unit tests and the assistant page). */
import { TextDecoder, TextEncoder } from 'util'
import type { AiMessage } from '../../types/contract'

// jsdom has no TextDecoder; the stream reader decodes the answer's bytes with one.
const g = globalThis as Record<string, unknown>
if (!g.TextDecoder) g.TextDecoder = TextDecoder
const encoder = new TextEncoder()

/** The UTF-8 bytes of `text` (to split a character across reads on purpose). */
export const utf8 = (text: string): Uint8Array => encoder.encode(text)

/** A message of the conversation as the server keeps it: the assistant's, without links, unless the test says so. */
export function aiMessage(overrides: Partial<AiMessage> = {}): AiMessage {
  return { id: 1, role: 'assistant', content: '', createdAt: '2024-05-01T10:00:00Z', links: [], ...overrides }
}

type ReadChunk = { done: boolean; value: Uint8Array | undefined }

/**
 * A fetch Response whose body streams `chunks` (text, or bytes to split a character on purpose) one read each, then
 * ends, or with `hang` never ends; with `rest`, the reads after the first wait for it (a test sees the answer half
 * streamed). With `signal`, a read rejects with an AbortError once it aborts.
 */
export function sseResponse(chunks: (string | Uint8Array)[], options: { hang?: boolean; signal?: AbortSignal | null; rest?: Promise<unknown> } = {}) {
  const { hang = false, signal, rest } = options
  const bytes = chunks.map(c => (typeof c === 'string' ? encoder.encode(c) : c))
  let i = 0
  const read = () =>
    new Promise<ReadChunk>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))
      const next = (): void => {
        if (i < bytes.length) resolve({ done: false, value: bytes[i++] })
        else if (!hang) resolve({ done: true, value: undefined })
      }
      if (rest && i > 0) void rest.then(next)
      else next()
    })
  return {
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'text/event-stream; charset=utf-8' : null) },
    text: async () => '',
    body: { getReader: () => ({ read, cancel: () => Promise.resolve() }) }
  }
}
