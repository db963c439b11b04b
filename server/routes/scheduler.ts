import type { FastifyInstance } from 'fastify'
import { ok } from '../lib/envelope'
import type { Ctx } from '../services/context'
import { createScheduler } from '../services/scheduler'

/**
 * The scheduler as `app.scheduler`: started once the server is ready (a round at once, then every
 * `intervalMs`), stopped on close. `POST /api/dev/scheduler/tick` runs a round now and drains the outbox
 * (development and tests only, like every /api/dev path), so a browser test can move the injected clock and see
 * what the round sends.
 */
export function registerScheduler(app: FastifyInstance, ctx: Ctx, intervalMs: number): void {
  const scheduler = createScheduler(ctx, error => app.log.error(error))
  app.decorate('scheduler', scheduler)
  app.addHook('onReady', async () => scheduler.start(intervalMs))
  app.addHook('onClose', async () => scheduler.stop())
  app.post('/api/dev/scheduler/tick', async () => {
    const round = scheduler.tick()
    await scheduler.drain()
    return ok(round)
  })
}
