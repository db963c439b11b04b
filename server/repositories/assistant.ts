import type { AiMessageRow, AssistantRow, EntityRow } from '../db/rows'
import { perDb } from './per-db'

/** An event as the assistant lists it. */
export type EventRow = Pick<EntityRow, 'id' | 'entity_type' | 'title' | 'summary' | 'end_time' | 'city' | 'address'> & { start_time: string }
/** Content the assistant searches. */
export type SearchedRow = Pick<EntityRow, 'id' | 'entity_type' | 'title' | 'summary' | 'content' | 'start_time' | 'end_time'>

/** The content types the assistant answers from. */
export const SEARCHED = ['ARTICLE', 'EVENT', 'COURSE', 'VIDEO', 'CUSTOMER_CASE', 'PRODUCT_INTRODUCTION', 'FILEDOWNLOAD']

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
  const upcoming = db.prepare<[string, number], EventRow>(
    `SELECT id, entity_type, title, summary, start_time, end_time, city, address FROM entity_data
       WHERE entity_type IN ('EVENT', 'BAGEVENT') AND start_time IS NOT NULL AND COALESCE(end_time, start_time) > ?
       ORDER BY start_time, id LIMIT ?`
  )
  const searched = db.prepare<string[], SearchedRow>(
    `SELECT id, entity_type, title, summary, content, start_time, end_time FROM entity_data WHERE listed = 1 AND entity_type IN (${SEARCHED.map(() => '?').join(',')})`
  )
  return {
    assistant: () => assistant.get(),
    /** Events not over at `now`, soonest first. */
    upcomingEvents: (now: string, limit: number) => upcoming.all(now, limit),
    /** Every item of the searched types. */
    searchable: () => searched.all(...SEARCHED),
    /** Stores a message and answers it as stored. */
    add: (accountId: number, role: AiMessageRow['role'], content: string, links: string, createdAt: string) =>
      message.get(Number(insert.run(accountId, role, content, links, createdAt).lastInsertRowid))!,
    /** Newest first: `size` messages before `beforeId` (all when null), skipping `offset`. */
    history: (accountId: number, beforeId: number | null, size: number, offset: number) => history.all(accountId, beforeId, beforeId, size, offset)
  }
})
