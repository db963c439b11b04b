import type { SubscribePlatform } from '../../types/contract'
import type { MessageOutboxRow } from '../db/rows'
import { perDb } from './per-db'

export type { MessageOutboxRow }

/** A message to queue: who gets it, through which platform and template, the page it opens and what it shows. */
interface NewMessage {
  accountId: number
  platform: SubscribePlatform
  templateId: string
  /** In-app page with query, without a leading slash (pages/form/index?id=…), as the platforms take it. */
  page: string
  data: Record<string, string>
  waitlistEntryId: number | null
  now: number
}

type Outcome = Extract<MessageOutboxRow['status'], 'SENT' | 'FAILED' | 'SKIPPED_NO_CREDENTIALS'>

/** Platform messages waiting to be sent and what became of them (migration 011). Times in ms. */
export const outboxRepo = perDb(db => {
  const insert = db.prepare<[number, SubscribePlatform, string, string, string, number | null, number]>(
    'INSERT INTO message_outbox (account_id, platform, template_id, page, data, waitlist_entry_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'
  )
  // One statement: two drains at once (two processes) never claim the same row.
  const claim = db.prepare<[number, number], MessageOutboxRow>(
    `UPDATE message_outbox SET status = 'SENDING', attempted_at = ?
     WHERE id IN (SELECT id FROM message_outbox WHERE status = 'PENDING' ORDER BY id LIMIT ?) RETURNING *`
  )
  const finish = db.prepare<[Outcome, string | null, number]>("UPDATE message_outbox SET status = ?, error = ? WHERE id = ? AND status = 'SENDING'")
  return {
    insert: (m: NewMessage) =>
      Number(insert.run(m.accountId, m.platform, m.templateId, m.page, JSON.stringify(m.data), m.waitlistEntryId, m.now).lastInsertRowid),
    /** Up to `limit` PENDING messages, oldest first, marked SENDING for this drain alone. */
    claim: (now: number, limit: number) => claim.all(now, limit).sort((a, b) => a.id - b.id),
    /** What sending a claimed message came to. */
    finish: (id: number, status: Outcome, error: string | null = null) => finish.run(status, error, id).changes === 1
  }
})
