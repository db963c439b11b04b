import type { AiMessage } from '../../../types/contract'

/** One event of the assistant's stream: a piece of the answer, the stored answer at the end, or an error. */
export type StreamEvent = { type: 'delta'; text: string } | { type: 'done'; message: AiMessage | null } | { type: 'error'; message: string }

/** Reads one `data:` payload of the stream ({"delta"} · {"done","message"} · {"error"|"message"}). */
export function parseStreamData(data: string): StreamEvent | null {
  const text = data.trim()
  if (!text) return null
  if (text === '[DONE]') return { type: 'done', message: null }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const obj = value as Record<string, unknown>
  if (obj.done === true) {
    const message = obj.message && typeof obj.message === 'object' ? (obj.message as AiMessage) : null
    return { type: 'done', message }
  }
  if (typeof obj.delta === 'string') return { type: 'delta', text: obj.delta }
  if (typeof obj.error === 'string') return { type: 'error', message: obj.error }
  return null
}

/**
 * An incremental Server-Sent-Events reader: feed it decoded text chunks as they arrive (they may
 * split lines anywhere); it calls onEvent for each complete event. Multi-line `data:` fields are
 * joined with "\n"; comments (":...") and other fields are ignored. CRLF, CR and LF all end lines.
 */
export function createSseParser(onEvent: (event: StreamEvent) => void): { push(chunk: string): void; end(): void } {
  let buffer = ''
  let data: string[] = []

  const dispatch = () => {
    if (!data.length) return
    const event = parseStreamData(data.join('\n'))
    data = []
    if (event) onEvent(event)
  }

  const line = (text: string) => {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
  }

  return {
    push(chunk: string) {
      buffer += chunk
      // A trailing "\r" may be the first half of "\r\n": keep it until the next chunk.
      const re = /\r\n|\r(?!$)|\n/g
      let start = 0
      let match: RegExpExecArray | null
      while ((match = re.exec(buffer))) {
        line(buffer.slice(start, match.index))
        start = match.index + match[0].length
      }
      buffer = buffer.slice(start)
    },
    end() {
      if (buffer) {
        line(buffer.replace(/\r$/, ''))
        buffer = ''
      }
      dispatch()
    }
  }
}
