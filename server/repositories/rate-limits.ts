import { perDb } from './per-db'

/** Sliding-window hits of the rate limiters (rate_hits), shared by every process on the database file. */
export const rateLimitsRepo = perDb(db => {
  const prune = db.prepare<[number]>('DELETE FROM rate_hits WHERE expires_at <= ?')
  const count = db.prepare<[string, string, number], number>('SELECT COUNT(*) FROM rate_hits WHERE name = ? AND subject = ? AND at > ?').pluck()
  const nth = db
    .prepare<[string, string, number, number], number>('SELECT at FROM rate_hits WHERE name = ? AND subject = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?')
    .pluck()
  const insert = db.prepare<[string, string, number, number]>('INSERT INTO rate_hits (name, subject, at, expires_at) VALUES (?, ?, ?, ?)')
  const clear = db.prepare<[string, string]>('DELETE FROM rate_hits WHERE name = ? AND subject = ?')
  const total = db.prepare<[], number>('SELECT COUNT(*) FROM rate_hits').pluck()
  // Expired rows of every limiter go first (an index range, usually empty): whatever subjects a client makes
  // up, the table holds only hits still inside their window, and at most `limit` of them per subject.
  const take = db.transaction((name: string, subject: string, limit: number, windowMs: number, now: number): boolean => {
    prune.run(now)
    if (count.get(name, subject, now - windowMs)! >= limit) return false
    insert.run(name, subject, now, now + windowMs)
    return true
  })
  return {
    /**
     * Counts a hit unless `limit` hits already fall in the window; false when full (nothing counted). One
     * IMMEDIATE transaction: two processes on one file cannot both take the last place.
     */
    take: (name: string, subject: string, limit: number, windowMs: number, now: number): boolean =>
      db.inTransaction ? take(name, subject, limit, windowMs, now) : take.immediate(name, subject, limit, windowMs, now),
    /** Hits of the subject in the window ending at `now`. */
    count: (name: string, subject: string, windowMs: number, now: number) => count.get(name, subject, now - windowMs)!,
    /** When the window frees its first place for this subject (0: it has one now). */
    freeAt: (name: string, subject: string, limit: number, windowMs: number, now: number): number => {
      // The limit-th newest hit in the window leaves it at its time + window.
      const at = nth.get(name, subject, now - windowMs, limit - 1)
      return at === undefined ? 0 : at + windowMs
    },
    /** Forgets every hit of the subject. */
    clear: (name: string, subject: string) => clear.run(name, subject),
    /** Rows stored over all limiters (tests check the table stays bounded). */
    total: () => total.get()!
  }
})
