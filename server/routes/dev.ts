import type { FastifyPluginAsync } from 'fastify'
import { ok } from '../lib/envelope'
import { int, obj, str, typed } from '../lib/schema'
import { analyticsRepo } from '../repositories/analytics'
import { analyticsRowOut } from '../services/analytics'
import type { Ctx } from '../services/context'

/**
 * Development aids under /api/dev (registered only with DEV_ENDPOINTS=1 or NODE_ENV=test): the stored analytics
 * events of every visitor, and a scheduler round on demand. A plain `npm start` does not have these routes at all,
 * so they answer like any unknown path (404 `接口不存在`).
 */
export const devRoutes: FastifyPluginAsync<{ ctx: Ctx }> = async (fastify, { ctx }) => {
  const app = typed(fastify)
  const analytics = analyticsRepo(ctx.db)

  app.get(
    '/analytics',
    {
      schema: {
        summary: 'stored analytics rows, newest first',
        description: '?event&limit (ours, for tests; only with DEV_ENDPOINTS=1 or NODE_ENV=test)',
        querystring: obj({ event: str(100), limit: int({ minimum: 1, maximum: 1000 }) })
      }
    },
    req => ok(analytics.latest(req.query.event, req.query.limit ?? 100).map(analyticsRowOut))
  )

  // A browser test moves the injected clock and runs a round to see what it sends (routes/scheduler.ts); the
  // outbox is drained too, so the round's subscribe messages are settled when the answer arrives.
  app.post(
    '/scheduler/tick',
    {
      schema: {
        summary: "{reminders, offered, expired}: one round of the scheduler now (reminders due, waitlist offers that ran out), at the server's clock",
        description: '(ours, for tests; only with DEV_ENDPOINTS=1 or NODE_ENV=test)'
      }
    },
    async () => {
      const round = fastify.scheduler.tick()
      await fastify.scheduler.drain()
      return ok(round)
    }
  )
}
