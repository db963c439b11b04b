import type { AiMessage } from '../../../types/contract'
import { chat } from './api'

export interface StreamHandlers {
  /** Each new piece of the answer, in order. */
  onDelta(text: string): void
  /** Stops the answer; the promise then rejects with StoppedError. */
  signal?: AbortSignal
}

/** The visitor pressed stop: what arrived so far stays on screen. */
export class StoppedError extends Error {
  constructor() {
    super('已停止回答')
    this.name = 'StoppedError'
  }
}

/** The stream closed before the answer was complete. */
export class StreamBrokenError extends Error {
  constructor(message = '回答中断了，请重试') {
    super(message)
    this.name = 'StreamBrokenError'
  }
}

/** The whole answer in one request (mini-programs, or the web when the stream cannot start). */
export async function chatOnce(message: string, { onDelta, signal }: StreamHandlers): Promise<AiMessage> {
  if (signal?.aborted) throw new StoppedError()
  const stopped = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new StoppedError()), { once: true }))
  const answer = await Promise.race([chat(message), stopped])
  onDelta(answer.content)
  return answer
}
