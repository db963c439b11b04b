import type { AiAssistant, AiMessage } from '../../../types/contract'
import { http } from '@/services/http'

export const HISTORY_SIZE = 10
/** The streaming endpoint's path (POST /api/ca-open/v1/ai/assistant/beforeStreamChat, text/event-stream). */
export const STREAM_CHAT_PATH = '/ca-open/v1/ai/assistant/beforeStreamChat'

/** GET /api/ca-open/v1/ai/assistant/info */
export const getAssistant = () => http.get<AiAssistant>('/ca-open/v1/ai/assistant/info')
/** POST /api/ca-open/v1/ai/assistant/chat {message} */
export const chat = (message: string) => http.post<AiMessage>('/ca-open/v1/ai/assistant/chat', { message }, { timeout: 30000 })
/** GET /api/ca-open/v1/ai/assistant/message/historyList?page&size=10&beforeId */
export const getHistory = (beforeId?: number) =>
  http.get<AiMessage[]>('/ca-open/v1/ai/assistant/message/historyList', { page: 1, size: HISTORY_SIZE, beforeId })
