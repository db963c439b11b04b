import type { AiMessageRow, AssistantRow } from '../db/rows'
import { perDb } from './per-db'

/** The AI assistant's settings and each account's conversation. */
export const assistantRepo = perDb(db => {
  const assistant = db.prepare<[], AssistantRow>('SELECT * FROM ai_assistant ORDER BY id LIMIT 1')
  const insert = db.prepare<[number, AiMessageRow['role'], string, string, string]>(
    'INSERT INTO ai_messages (account_id, role, content, links, created_at) VALUES (?, ?, ?, ?, ?)'
  )
  const message = db.prepare<[number], AiMessageRow>('SELECT * FROM ai_messages WHERE id = ?')
  const history = db.prepare<[number, number | null, number | null, number, number], AiMessageRow>(
    'SELECT * FROM ai_messages WHERE account_id = ? AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ? OFFSET ?'
  )
  return {
    assistant: () => assistant.get(),
    /** Stores a message and answers it as stored. */
    add: (accountId: number, role: AiMessageRow['role'], content: string, links: string, createdAt: string) =>
      message.get(Number(insert.run(accountId, role, content, links, createdAt).lastInsertRowid))!,
    /** Newest first: `size` messages before `beforeId` (all when null), skipping `offset`. */
    history: (accountId: number, beforeId: number | null, size: number, offset: number) => history.all(accountId, beforeId, beforeId, size, offset)
  }
})
