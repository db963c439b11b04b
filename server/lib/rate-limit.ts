import crypto from 'node:crypto'
import net from 'node:net'
import type { Db } from '../db'
import { rateLimitsRepo } from '../repositories/rate-limits'

/** Subjects longer than this are stored as a hash, so no client can make a row large. */
const MAX_SUBJECT = 128

const subjectOf = (key: string) => (key.length > MAX_SUBJECT ? `#${crypto.createHash('sha256').update(key).digest('hex').slice(0, 40)}` : key)

/**
 * A sliding-window limit kept in the database (table rate_hits): a restart keeps its counts and every server
 * process on the same data folder shares them. A limit of 0 turns it off (ANALYTICS_PER_MINUTE=0 and the like).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number
  ) {}

  /** True when another hit fits in the window (nothing is counted). */
  allows(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return true
    return rateLimitsRepo(this.db).count(this.name, subjectOf(key), this.windowMs, now) < this.limit
  }

  /** Counts a hit; false (and not counted) when the window is already full. Atomic across processes. */
  take(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return true
    return rateLimitsRepo(this.db).take(this.name, subjectOf(key), this.limit, this.windowMs, now)
  }

  /** Hits counted in the window ending at `now`. */
  count(key: string, now = Date.now()): number {
    return rateLimitsRepo(this.db).count(this.name, subjectOf(key), this.windowMs, now)
  }

  /** Milliseconds until the window has a place again (0 when it has one now). */
  retryAfterMs(key: string, now = Date.now()): number {
    if (this.limit <= 0) return 0
    return Math.max(0, rateLimitsRepo(this.db).freeAt(this.name, subjectOf(key), this.limit, this.windowMs, now) - now)
  }

  /** Forgets the key's hits (a right SMS code clears its wrong guesses). */
  reset(key: string): void {
    rateLimitsRepo(this.db).clear(this.name, subjectOf(key))
  }
}

/**
 * The named limiter of a database. Limiters with one name share their counts whatever limit or window a caller
 * passes, so a restart with a changed setting goes on counting.
 */
export function limiter(db: Db, name: string, limit: number, windowMs: number): RateLimiter {
  return new RateLimiter(db, name, limit, windowMs)
}

/**
 * The client address as a limit key: IPv4 (also written as ::ffff:a.b.c.d) as it is, IPv6 by its /64 (one
 * subscriber usually holds a whole /64, so counting single addresses would let them make up new ones).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]
  if (!net.isIPv6(ip)) return ip
  const [head, tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map(g => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
