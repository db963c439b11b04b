import type { Db } from '../db'

/**
 * Runs `work` as one transaction and answers what it answers: a service's unit of work (it calls repositories inside,
 * which own every statement). `'immediate'` takes the write lock at BEGIN, so two processes checking the same rows
 * (a seat, a code's count) cannot both pass before either writes; the default begins DEFERRED. Inside a transaction
 * already, it is a savepoint of that one (better-sqlite3's nesting). A thrown error rolls it back and is rethrown.
 * The only way services reach the database handle (test/server/sql-guard.test.ts).
 */
export function inTransaction<T>(db: Db, work: () => T, mode: 'deferred' | 'immediate' = 'deferred'): T {
  const transaction = db.transaction(work)
  return mode === 'immediate' ? transaction.immediate() : transaction()
}

/**
 * The IMMEDIATE unit of work that compares and stamps times: `work` gets the clock's `now`, read inside the
 * transaction once the write lock is held, so no row another writer commits meanwhile is judged against an older
 * time, and every stamp of the unit is the same instant.
 */
export function atomically<T>(ctx: { db: Db; now: () => number }, work: (now: number) => T): T {
  return inTransaction(ctx.db, () => work(ctx.now()), 'immediate')
}
