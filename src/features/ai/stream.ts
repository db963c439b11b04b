import type { AiMessage } from '../../../types/contract'
import { chatOnce, type StreamHandlers } from './stream-shared'

/** Mini-programs have no fetch streams: the answer arrives whole from chat(). */
export function streamChat(message: string, handlers: StreamHandlers): Promise<AiMessage> {
  return chatOnce(message, handlers)
}
