import type { AnalyticsRow, AnalyticsSizeRow } from '../db/rows'
import { perDb } from './per-db'

export type NewAnalytics = Omit<AnalyticsRow, 'id'>

/** Analytics events: storing, listing, and keeping them within the retention window and the size cap. */
export const analyticsRepo = perDb(db => {
  const insert = db.prepare<NewAnalytics>(
    `INSERT INTO analytics (site_id, anonymous_page_id, type, event, properties, page_properties, account_id, track, received_at, bytes)
     VALUES (@site_id, @anonymous_page_id, @type, @event, @properties, @page_properties, @account_id, @track, @received_at, @bytes)
     ON CONFLICT (anonymous_page_id) WHERE event = 'PAGE_VIEW' AND anonymous_page_id IS NOT NULL DO NOTHING`
  )
  const latest = db.prepare<[string | null, string | null, number], AnalyticsRow>(
    'SELECT * FROM analytics WHERE (? IS NULL OR event = ?) ORDER BY id DESC LIMIT ?'
  )
  const size = db.prepare<[], Pick<AnalyticsSizeRow, 'rows' | 'bytes'>>('SELECT rows, bytes FROM analytics_size WHERE id = 1')
  // Both through the received_at index: a sweep with nothing to delete reads one index entry.
  const deleteOlder = db.prepare<[string, number]>(
    'DELETE FROM analytics WHERE id IN (SELECT id FROM analytics WHERE received_at < ? ORDER BY received_at LIMIT ?)'
  )
  const oldest = db.prepare<[number], Pick<AnalyticsRow, 'id' | 'bytes'>>('SELECT id, bytes FROM analytics ORDER BY received_at, id LIMIT ?')
  const deleteUpTo = db.prepare<[string]>('DELETE FROM analytics WHERE id IN (SELECT value FROM json_each(?))')
  return {
    /** Stores the event; false for a page view already stored (its anonymousPageId arrived before). */
    insert: (a: NewAnalytics) => insert.run(a).changes > 0,
    /** The newest events, of one name or all. */
    latest: (event: string | undefined, limit: number) => latest.all(event ?? null, event ?? null, limit),
    /** Rows and stored bytes of the whole table. */
    size: () => size.get() ?? { rows: 0, bytes: 0 },
    /** Deletes at most `limit` rows received before `before` (oldest first); answers how many went. */
    deleteOlder: (before: string, limit: number) => deleteOlder.run(before, limit).changes,
    /** Deletes the oldest rows until at least `bytes` are freed, at most `limit` rows; answers how many went. */
    deleteOldest: (bytes: number, limit: number) => {
      const ids: number[] = []
      let freed = 0
      for (const row of oldest.all(limit)) {
        if (freed >= bytes) break
        ids.push(row.id)
        freed += row.bytes
      }
      return ids.length ? deleteUpTo.run(JSON.stringify(ids)).changes : 0
    }
  }
})
