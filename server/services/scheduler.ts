import type { Ctx } from './context'
import { drainOutbox, type OutboxDrain } from './outbox'
import { sendDueReminders } from './reminders'
import { moveAllWaitlists } from './waitlist'
import { refreshLeads } from './lead-radar'

/** What one round of the scheduler did. */
interface SchedulerTick {
  /** Reminder notices sent. */
  reminders: number
  /** Waitlist offers made and offers that ran out. */
  offered: number
  expired: number
}

interface Scheduler {
  /** Runs one round now (tests advance the injected clock, then tick). */
  tick(): SchedulerTick
  /** Sends what the message outbox holds (each round does, after its tick). */
  drain(): Promise<OutboxDrain>
  /** A round now, then one every `intervalMs` (only with an extension that needs rounds). */
  start(intervalMs: number): void
  stop(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's scheduler: reminders and waitlist expiries (server/services/scheduler.ts). */
    scheduler: Scheduler
  }
}

/**
 * The server's clockwork for the extensions that act on time: reminders that are due are sent, waitlist
 * offers that ran out pass to the next person, leads with new records are rescored (hot-lead notices), and the message outbox (offers' and reminders' subscribe messages) is drained. A round runs at start and every interval, reading the injected
 * clock (`ctx.now`). Its state is in the database (what was sent, who holds an offer until when), so a restart
 * picks up where it stopped and two processes running rounds at once never send twice.
 */
export function createScheduler(
  ctx: Pick<Ctx, 'db' | 'now' | 'extensions' | 'waitlistOfferMs' | 'print' | 'messageSender' | 'analyticsStore'>,
  onError: (e: unknown) => void
): Scheduler {
  let timer: NodeJS.Timeout | null = null
  const tick = (): SchedulerTick => {
    const round: SchedulerTick = { reminders: 0, offered: 0, expired: 0 }
    if (!ctx.db.open) return round
    if (ctx.extensions.has('reminders')) round.reminders = sendDueReminders(ctx)
    if (ctx.extensions.has('waitlist')) Object.assign(round, moveAllWaitlists(ctx))
    // Leads with new records are rescored and hot-lead notices sent (what it did is the radar's to show).
    if (ctx.extensions.has('leadRadar')) refreshLeads(ctx)
    return round
  }
  const drain = async (): Promise<OutboxDrain> => (ctx.db.open ? drainOutbox(ctx) : { sent: 0, skipped: 0, failed: 0 })
  const safeTick = () => {
    try {
      tick()
    } catch (e) {
      onError(e)
    }
    // The offers this round (or requests since the last one) made may have queued subscribe messages.
    drain().catch(onError)
  }
  return {
    tick,
    drain,
    start(intervalMs) {
      if (timer || !(ctx.extensions.has('reminders') || ctx.extensions.has('waitlist') || ctx.extensions.has('leadRadar'))) return
      safeTick()
      timer = setInterval(safeTick, intervalMs)
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    }
  }
}
