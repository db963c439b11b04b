import type { FastifyRequest } from 'fastify'
import { Lru } from '../lib/lru'
import { addressKey } from '../lib/rate-limit'
import { perDb } from '../repositories/per-db'
import { viewCounts } from '../repositories/view-counts'
import type { Ctx } from './context'

/** Address × content pairs remembered (the oldest forgotten first): a few MB at most, whatever a flood makes up. */
const PAIRS_KEPT = 50_000

/** Views counted this minute per client address and content, per database (each test server its own). */
const recentViews = perDb(() => new Lru<{ minute: number; n: number }>(PAIRS_KEPT))

/**
 * Counts a view of content `id` unless its client address has had `viewsPerIpPerMinute` of that content counted
 * this minute: a reader's views count, a flood of pings from one address moves the count by a handful. Kept in
 * memory (a detail read must not become a database write); each server process keeps its own, so N processes
 * allow N times the handful. Answers whether it counted.
 */
export function countView(ctx: Pick<Ctx, 'db' | 'now' | 'limits'>, req: FastifyRequest, id: number): boolean {
  const limit = ctx.limits.viewsPerIpPerMinute
  if (limit > 0) {
    const minute = Math.floor(ctx.now() / 60_000)
    const key = `${addressKey(req.ip)}|${id}`
    const seen = recentViews(ctx.db)
    const hit = seen.get(key)
    if (hit && hit.minute === minute) {
      if (hit.n >= limit) return false
      hit.n++
    } else seen.set(key, { minute, n: 1 })
  }
  viewCounts(ctx.db).count(id)
  return true
}
