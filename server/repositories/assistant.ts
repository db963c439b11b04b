import type { AiMessageRow, AssistantRow, EntityRow } from '../db/rows'
import { perDb } from './per-db'

/** An event as the assistant lists it. */
export type EventRow = Pick<EntityRow, 'id' | 'entity_type' | 'title' | 'summary' | 'end_time' | 'city' | 'address'> & { start_time: string }
/** Content the assistant searches. */
type SearchedRow = Pick<EntityRow, 'id' | 'entity_type' | 'title' | 'summary' | 'content' | 'start_time' | 'end_time'>
/** What the assistant answers facts from (when, where, price, sign-up, lessons, files). */
const FACT_COLUMNS = [
  'id',
  'entity_type',
  'title',
  'price',
  'start_time',
  'end_time',
  'city',
  'address',
  'capacity',
  'needs_audit',
  'register_form_id',
  'bagevent_url',
  'metadata'
] as const
/** Content the assistant answers facts about. */
export type FactRow = Pick<EntityRow, (typeof FACT_COLUMNS)[number]>

/** The content types the assistant answers from. */
const SEARCHED = ['ARTICLE', 'EVENT', 'COURSE', 'VIDEO', 'CUSTOMER_CASE', 'PRODUCT_INTRODUCTION', 'FILEDOWNLOAD']

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
  const facts = db.prepare<string[], FactRow>(
    `SELECT ${FACT_COLUMNS.join(', ')} FROM entity_data WHERE listed = 1 AND entity_type IN (${[...SEARCHED, 'BAGEVENT'].map(() => '?').join(',')}) ORDER BY id`
  )
  const lessons = db.prepare<[number], string>('SELECT title FROM course_items WHERE course_id = ? ORDER BY sort, id').pluck()
  const files = db.prepare<[number], { name: string; size: number | null }>('SELECT name, size FROM files WHERE entity_data_id = ? ORDER BY id')
  const lastLinks = db
    .prepare<[number], string>("SELECT links FROM ai_messages WHERE account_id = ? AND role = 'assistant' AND links != '[]' ORDER BY id DESC LIMIT 1")
    .pluck()
  return {
    assistant: () => assistant.get(),
    /** Every item the assistant answers facts about, external events included. */
    factRows: () => facts.all(...SEARCHED, 'BAGEVENT'),
    /** A course's lesson titles in order. */
    lessonTitles: (courseId: number) => lessons.all(courseId),
    /** A material's files. */
    files: (entityId: number) => files.all(entityId),
    /** The content the account's last answer that listed any was built from (its links, in order). */
    lastListed: (accountId: number): AiMessageRow['links'] => lastLinks.get(accountId) ?? '[]',
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
