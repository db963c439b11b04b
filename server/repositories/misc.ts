import type { InteractionPointRow, InteractionRow, UploadRow } from '../db/rows'
import { perDb } from './per-db'

export type NewUpload = Omit<UploadRow, 'id'>

/** On-site interactions and uploads (analytics: repositories/analytics.ts). */
export const miscRepo = perDb(db => {
  const interaction = db.prepare<[number], InteractionRow>('SELECT * FROM interactions WHERE id = ?')
  const points = db.prepare<[number], InteractionPointRow>('SELECT * FROM interaction_points WHERE interaction_id = ? ORDER BY id')
  const point = db.prepare<[number], InteractionPointRow>('SELECT * FROM interaction_points WHERE id = ?')
  const verified = db.prepare<[number, number]>('SELECT 1 FROM interaction_verifications WHERE account_id = ? AND point_id = ?')
  const verify = db.prepare<[number, number, string]>('INSERT OR IGNORE INTO interaction_verifications (account_id, point_id, created_at) VALUES (?, ?, ?)')
  const apiKeyAccount = db.prepare<[string], { id: number }>("SELECT id FROM accounts WHERE api_key = ? AND status = 'ACTIVE'")
  const uploadsSince = db.prepare<[number, string], { n: number; bytes: number }>(
    'SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM uploads WHERE account_id = ? AND created_at >= ?'
  )
  const insertUpload = db.prepare<NewUpload>(
    'INSERT INTO uploads (name, original_name, mime, size, account_id, created_at) VALUES (@name, @original_name, @mime, @size, @account_id, @created_at)'
  )
  const upload = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE name = ?')
  return {
    interaction: (id: number) => interaction.get(id),
    points: (interactionId: number) => points.all(interactionId),
    point: (id: number) => point.get(id),
    verified: (accountId: number, pointId: number) => !!verified.get(accountId, pointId),
    /** Records the account's check-in at a point; false when it was already there. */
    verify: (accountId: number, pointId: number, at: string) => verify.run(accountId, pointId, at).changes > 0,
    /** The account an upload apiKey belongs to, unless it is disabled. */
    apiKeyAccount: (key: string) => apiKeyAccount.get(key),
    /** Files and bytes the account uploaded since then. */
    uploadsSince: (accountId: number, since: string) => uploadsSince.get(accountId, since)!,
    insertUpload: (u: NewUpload) => insertUpload.run(u),
    upload: (name: string) => upload.get(name)
  }
})
