import { IDLE_MS } from './constants'

/**
 * Counts active time: the time after an activity counts until IDLE_MS passes without another one.
 * A hidden page counts nothing until the next activity (idle()).
 */
export class ActiveTime {
  private lastActivity: number
  private countedTo: number
  private banked = 0

  constructor(
    now: number,
    private readonly idleMs = IDLE_MS
  ) {
    this.lastActivity = now
    this.countedTo = now
  }

  activity(now: number): void {
    this.accrue(now)
    this.lastActivity = now
  }

  idle(now: number): void {
    this.accrue(now)
    this.lastActivity = Number.NEGATIVE_INFINITY
  }

  /** Active milliseconds since the previous take(). */
  take(now: number): number {
    this.accrue(now)
    const out = this.banked
    this.banked = 0
    return out
  }

  private accrue(now: number): void {
    const end = Math.min(now, this.lastActivity + this.idleMs)
    if (end > this.countedTo) this.banked += end - this.countedTo
    this.countedTo = Math.max(this.countedTo, now)
  }
}
