/**
 * In-memory sliding-window counters, one set per server instance (keyed by an owner object such as the
 * database), so two servers in one process (tests) never share counts. A restart forgets them.
 * A limit of 0 turns the limiter off (the ANALYTICS_PER_MINUTE / QR_PER_MINUTE settings allow it).
 */
export class RateLimiter {
  private hits = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter(t => t > now - this.windowMs)
    if (list.length) this.hits.set(key, list)
    else this.hits.delete(key)
    return list
  }

  /** True when another hit fits in the window (nothing is counted). */
  allows(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return true
    return this.recent(key, now).length < this.limit
  }

  /** Counts a hit; false (and not counted) when the window is already full. */
  take(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return true
    const list = this.recent(key, now)
    if (list.length >= this.limit) return false
    list.push(now)
    this.hits.set(key, list)
    if (this.hits.size > 10000) this.sweep(now)
    return true
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now)
  }
}

const owners = new WeakMap<object, Map<string, RateLimiter>>()

/** The named limiter of `owner` (created on first use; a changed limit or window starts a new one). */
export function limiter(owner: object, name: string, limit: number, windowMs: number): RateLimiter {
  let byName = owners.get(owner)
  if (!byName) owners.set(owner, (byName = new Map()))
  const key = `${name}:${limit}:${windowMs}`
  let l = byName.get(key)
  if (!l) byName.set(key, (l = new RateLimiter(limit, windowMs)))
  return l
}
