import { perDb } from './per-db'

/** SMS codes (sms_codes). */
export const smsRepo = perDb(db => {
  const countExpiringAfter = db.prepare<[string, number], number>('SELECT COUNT(*) FROM sms_codes WHERE cellphone = ? AND expires_at > ?').pluck()
  const useAll = db.prepare<[string]>('UPDATE sms_codes SET used = 1 WHERE cellphone = ? AND used = 0')
  const insert = db.prepare<[string, string, number]>('INSERT INTO sms_codes (cellphone, code, expires_at) VALUES (?, ?, ?)')
  const live = db.prepare<[string, number], { id: number; code: string }>(
    'SELECT id, code FROM sms_codes WHERE cellphone = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1'
  )
  const use = db.prepare<[number]>('UPDATE sms_codes SET used = 1 WHERE id = ?')
  const addFailure = db.prepare<[number], number>('UPDATE sms_codes SET failures = failures + 1 WHERE id = ? RETURNING failures').pluck()
  const prune = db.prepare<[number]>('DELETE FROM sms_codes WHERE expires_at <= ?')
  return {
    /** How many of the cellphone's codes expire after `at` (ms). */
    countExpiringAfter: (cellphone: string, at: number) => countExpiringAfter.get(cellphone, at)!,
    /** Uses up every open code of the cellphone. */
    useAll: (cellphone: string) => useAll.run(cellphone),
    insert: (cellphone: string, code: string, expiresAt: number) => insert.run(cellphone, code, expiresAt),
    /** The cellphone's newest unused code still valid at `now`. */
    live: (cellphone: string, now: number) => live.get(cellphone, now),
    use: (id: number) => use.run(id),
    /** Counts a wrong guess against the code; answers its wrong guesses so far. */
    addFailure: (id: number) => addFailure.get(id)!,
    /** Deletes the codes that expired at or before `at` (ms). */
    pruneExpiredBy: (at: number) => prune.run(at)
  }
})
