/**
 * A small fixed-window counter per key (client address, account…), in memory. Used to refuse bursts
 * (analytics posts, QR codes, uploads) with a 429 envelope. The lead may later unify it with rate-limit.ts.
 */
export interface Throttle {
  /** Counts one hit for key; false when the key is over its limit in the current window. */
  hit(key: string): boolean
  readonly limit: number
  readonly windowMs: number
}

export function createThrottle(limit: number, windowMs: number, now: () => number = Date.now): Throttle {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = now()
  return {
    limit,
    windowMs,
    hit(key: string): boolean {
      if (limit <= 0) return true // 0 turns the limit off
      const t = now()
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k)
        lastSweep = t
      }
      const w = windows.get(key)
      if (!w || t - w.start >= windowMs) {
        windows.set(key, { start: t, count: 1 })
        return true
      }
      w.count += 1
      return w.count <= limit
    }
  }
}
