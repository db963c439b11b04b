import { ok } from '../lib/envelope'
import { Type } from 'typebox'
import { idParams, obj, oneOf, str, typed } from '../lib/schema'
import { currentAccount, requireAccount } from '../services/accounts'
import { accountOnly, type RoutesPlugin } from './plugin'
import { getEvent } from '../services/events'
import { joinWaitlist, leaveWaitlist, waitlistState } from '../services/waitlist'

/**
 * Extension `waitlist` (docs/endpoints.md "Extensions"): an event's waitlist as the visitor sees it, joining
 * and leaving it. Registered only with the extension on; without it these paths are 404. Accepting an offer is
 * the ordinary registration (submitSurvey, or signup for an event without a form), which takes the held seat.
 * Joining on a mini-program may carry the visitor's subscribe consent for the offer's message.
 */
export const waitlistRoutes: RoutesPlugin = async (fastify, opts) => {
  if (!opts.ctx.extensions.has('waitlist')) return
  const { db } = opts.ctx
  typed(fastify).get('/api/ca-open/v1/event/:id/waitlist', { schema: { params: idParams() } }, req =>
    ok(waitlistState(opts.ctx, getEvent(db, req.params.id), currentAccount(db, req)))
  )
  await fastify.register(joinAndLeaveRoutes, opts)
}

/** Joining and leaving (/api/ca: signed in). */
const joinAndLeaveRoutes: RoutesPlugin = async (fastify, { ctx }) => {
  accountOnly(fastify, ctx)
  const app = typed(fastify)
  const { db } = ctx

  // The body is optional: the subscribe-message templates accepted in the joining tap (mini-programs).
  const joinBody = obj({ platform: oneOf(['weapp', 'tt']), subscribed: Type.Array(str(64, { minLength: 1 }), { maxItems: 5 }) })
  app.post(
    '/api/ca/v1/event/:id/waitlist/join',
    {
      schema: { params: idParams(), body: joinBody },
      // A post without a body (joining as before, from the web) is an empty one, not a malformed request.
      preValidation: async req => {
        req.body ??= {}
      }
    },
    req => {
      const account = requireAccount(db, req)
      const event = getEvent(db, req.params.id)
      joinWaitlist(ctx, event, account, req.body)
      return ok(waitlistState(ctx, event, account))
    }
  )

  app.post('/api/ca/v1/event/:id/waitlist/leave', { schema: { params: idParams() } }, req => {
    const account = requireAccount(db, req)
    const event = getEvent(db, req.params.id)
    leaveWaitlist(ctx, event.id, account.id)
    return ok(waitlistState(ctx, event, account))
  })
}
