import type { Db } from '../db'
import { analyticsRepo } from '../repositories/analytics'

/** How long analytics rows are kept and how many stored bytes at most (ANALYTICS_RETENTION_DAYS, ANALYTICS_MAX_MB). */
export interface AnalyticsBounds {
  retentionDays: number
  maxBytes: number
}

/** Rows deleted per step: each step is one short transaction, so the event loop is never held for long. */
export const PRUNE_CHUNK = 2000
/** The sweep runs this often (and at start, and soon after a post finds the table over its cap). */
export const PRUNE_EVERY_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * One step of the sweep: up to PRUNE_CHUNK rows older than the retention window, else, while the table holds
 * more than its cap, the oldest rows (by arrival). Answers how many rows went; 0 when nothing is left to do.
 */
export function pruneAnalyticsStep(db: Db, bounds: AnalyticsBounds, now = Date.now()): number {
  const repo = analyticsRepo(db)
  const old = repo.deleteOlder(new Date(now - bounds.retentionDays * DAY_MS).toISOString(), PRUNE_CHUNK)
  if (old > 0) return old
  const over = repo.size().bytes - bounds.maxBytes
  return over > 0 ? repo.deleteOldest(over, PRUNE_CHUNK) : 0
}

/** The whole sweep at once (start-up, tests); answers how many rows went. */
export function pruneAnalytics(db: Db, bounds: AnalyticsBounds, now = Date.now()): number {
  let total = 0
  for (let n = pruneAnalyticsStep(db, bounds, now); n > 0; n = pruneAnalyticsStep(db, bounds, now)) total += n
  return total
}

/** True when the table holds more than its cap (one row read). */
export function analyticsOverCap(db: Db, bounds: AnalyticsBounds): boolean {
  return analyticsRepo(db).size().bytes > bounds.maxBytes
}

/**
 * Keeps analytics within its bounds while the server runs: a sweep at start, every PRUNE_EVERY_MS, and when
 * `soon()` is called (a post found the table over its cap); each step in its own macrotask. Answers soon/stop.
 */
export function startAnalyticsPruning(db: Db, bounds: AnalyticsBounds, onError: (error: unknown) => void): { soon(): void; stop(): void } {
  let running = false
  let stopped = false
  const sweep = () => {
    if (running || stopped) return
    running = true
    const step = () => {
      try {
        if (!stopped && db.open && pruneAnalyticsStep(db, bounds) > 0) return void setImmediate(step)
      } catch (error) {
        onError(error)
      }
      running = false
    }
    step()
  }
  const timer = setInterval(sweep, PRUNE_EVERY_MS)
  timer.unref()
  sweep()
  return {
    soon: () => void setImmediate(sweep),
    stop: () => {
      stopped = true
      clearInterval(timer)
    }
  }
}
