import type { FastifyInstance } from 'fastify'
import type { Ctx } from '../services/context'
import { createScheduler } from '../services/scheduler'

/**
 * The scheduler as `app.scheduler`: started once the server is ready (a round at once, then every
 * `intervalMs`), stopped on close. `POST /api/dev/scheduler/tick` (routes/dev.ts) runs a round now and drains
 * the outbox.
 */
export function registerScheduler(app: FastifyInstance, ctx: Ctx, intervalMs: number): void {
  const scheduler = createScheduler(ctx, error => app.log.error(error))
  app.decorate('scheduler', scheduler)
  app.addHook('onReady', async () => scheduler.start(intervalMs))
  app.addHook('onClose', async () => scheduler.stop())
}
