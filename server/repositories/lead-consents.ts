import type { SubscribePlatform } from '../../types/contract'
import { perDb } from './per-db'

/** A promoter's acceptances of the hot-lead subscribe message (migration 019): each allows one message. */
export const leadConsentsRepo = perDb(db => {
  const insert = db.prepare<[number, SubscribePlatform, string, number]>(
    'INSERT INTO lead_notice_consents (account_id, platform, template_id, created_at) VALUES (?, ?, ?, ?)'
  )
  const unused = db.prepare<[number], number>('SELECT COUNT(*) FROM lead_notice_consents WHERE account_id = ? AND used_at IS NULL').pluck()
  // One statement: two passes at once never use the same acceptance.
  const use = db.prepare<[number, number], { platform: SubscribePlatform; template_id: string }>(
    `UPDATE lead_notice_consents SET used_at = ?
      WHERE id = (SELECT id FROM lead_notice_consents WHERE account_id = ? AND used_at IS NULL ORDER BY id LIMIT 1)
      RETURNING platform, template_id`
  )
  return {
    add: (accountId: number, platform: SubscribePlatform, templateId: string, now: number) => insert.run(accountId, platform, templateId, now),
    /** Acceptances not used by a message yet. */
    unused: (accountId: number) => unused.get(accountId)!,
    /** Uses the account's oldest unused acceptance; answers its platform and template, or undefined when none is left. */
    use: (accountId: number, now: number) => use.get(now, accountId)
  }
})
