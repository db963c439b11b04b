import type { InteractionPointRow, InteractionRow, UploadRow } from '../db/rows'
import { perDb } from './per-db'

type NewUpload = Omit<UploadRow, 'id'>

/** On-site interactions and uploads (analytics: repositories/analytics.ts). */
export const miscRepo = perDb(db => {
  const interaction = db.prepare<[number], InteractionRow>('SELECT * FROM interactions WHERE id = ?')
  const points = db.prepare<[number], InteractionPointRow>('SELECT * FROM interaction_points WHERE interaction_id = ? ORDER BY id')
  const point = db.prepare<[number], InteractionPointRow>('SELECT * FROM interaction_points WHERE id = ?')
  const verified = db.prepare<[number, number]>('SELECT 1 FROM interaction_verifications WHERE account_id = ? AND point_id = ?')
  const verify = db.prepare<[number, number, string]>('INSERT OR IGNORE INTO interaction_verifications (account_id, point_id, created_at) VALUES (?, ?, ?)')
  const apiKeyAccount = db.prepare<[string], { id: number }>("SELECT id FROM accounts WHERE api_key = ? AND status = 'ACTIVE'")
  // Stored files of the last 24 hours plus the space held by uploads still in progress.
  const uploadsSince = db.prepare<[number, string, number, string], { n: number; bytes: number }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM (
       SELECT size FROM uploads WHERE account_id = ? AND created_at >= ?
       UNION ALL SELECT bytes AS size FROM upload_reservations WHERE account_id = ? AND expires_at > ?)`
  )
  const dropExpiredReservations = db.prepare<[string]>('DELETE FROM upload_reservations WHERE expires_at <= ?')
  const insertReservation = db.prepare<[number, number, string]>('INSERT INTO upload_reservations (account_id, bytes, expires_at) VALUES (?, ?, ?)')
  const deleteReservation = db.prepare<[number]>('DELETE FROM upload_reservations WHERE id = ?')
  const insertUpload = db.prepare<NewUpload>(
    'INSERT INTO uploads (name, original_name, mime, size, account_id, created_at) VALUES (@name, @original_name, @mime, @size, @account_id, @created_at)'
  )
  const upload = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE name = ?')
  const imageUpload = db.prepare<[string], number>("SELECT 1 FROM uploads WHERE name = ? AND mime LIKE 'image/%'").pluck()
  return {
    /** Whether `name` is a stored upload typed as an image (an avatar must be one). */
    isImageUpload: (name: string) => !!imageUpload.get(name),
    interaction: (id: number) => interaction.get(id),
    points: (interactionId: number) => points.all(interactionId),
    point: (id: number) => point.get(id),
    verified: (accountId: number, pointId: number) => !!verified.get(accountId, pointId),
    /** Records the account's check-in at a point; false when it was already there. */
    verify: (accountId: number, pointId: number, at: string) => verify.run(accountId, pointId, at).changes > 0,
    /** The account an upload apiKey belongs to, unless it is disabled. */
    apiKeyAccount: (key: string) => apiKeyAccount.get(key),
    /**
     * Holds `bytes` for an upload of the account when the quota allows it: one IMMEDIATE transaction counts
     * what is stored and held and inserts the hold, so no other upload (or process) counts in between.
     * Answers the reservation id, or null when the files or bytes would pass the quota.
     */
    reserveUpload: (r: { accountId: number; bytes: number; since: string; now: string; expiresAt: string; maxFiles: number; maxBytes: number }) =>
      db
        .transaction((): number | null => {
          dropExpiredReservations.run(r.now)
          const used = uploadsSince.get(r.accountId, r.since, r.accountId, r.now)!
          if (used.n + 1 > r.maxFiles || used.bytes + r.bytes > r.maxBytes) return null
          return Number(insertReservation.run(r.accountId, r.bytes, r.expiresAt).lastInsertRowid)
        })
        .immediate(),
    /** Gives a reservation's space back (the upload failed or is stored). */
    releaseUpload: (reservationId: number) => deleteReservation.run(reservationId),
    /** Stores the upload's row in place of its reservation, in one transaction. */
    insertUpload: (u: NewUpload, reservationId: number) =>
      db.transaction(() => {
        deleteReservation.run(reservationId)
        insertUpload.run(u)
      })(),
    upload: (name: string) => upload.get(name)
  }
})
