import type { AssistantCardImpressionRow } from '../db/rows'
import { perDb } from './per-db'

/** The cards the assistant showed each account (migration 015): one row per account and content, the newest showing. */
export const cardImpressionsRepo = perDb(db => {
  const show = db.prepare<AssistantCardImpressionRow>(
    `INSERT INTO assistant_card_impressions (account_id, content_id, shown_at) VALUES (@account_id, @content_id, @shown_at)
       ON CONFLICT (account_id, content_id) DO UPDATE SET shown_at = excluded.shown_at`
  )
  const prune = db.prepare<[number]>('DELETE FROM assistant_card_impressions WHERE shown_at < ?')
  const shown = db
    .prepare<[number, number, number], number>('SELECT 1 FROM assistant_card_impressions WHERE account_id = ? AND content_id = ? AND shown_at >= ?')
    .pluck()
  return {
    /** Records that the account was shown these contents' cards at `now`; rows shown before `forgetBefore` go. */
    show: (accountId: number, contentIds: number[], now: number, forgetBefore: number) => {
      prune.run(forgetBefore)
      for (const id of contentIds) show.run({ account_id: accountId, content_id: id, shown_at: now })
    },
    /** True when the account was shown the content's card at or after `since`. */
    shownSince: (accountId: number, contentId: number, since: number) => shown.get(accountId, contentId, since) === 1
  }
})
