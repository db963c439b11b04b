import { ok } from '../lib/envelope'
import { idParams, obj, str, typed } from '../lib/schema'
import { requireAccount } from '../services/accounts'
import { accountOnly, type RoutesPlugin } from './plugin'
import { editRegistration, ownRegistration, registrationOf } from '../services/registration'
import { valuesSchema } from './forms'

/**
 * Extension `registrationEdit` (docs/endpoints.md "Extensions"): the attendee reads and changes the answers of
 * their registration from the ticket. Registered only with the extension on; without it these paths are 404.
 */
export const registrationRoutes: RoutesPlugin = async (fastify, { ctx }) => {
  if (!ctx.extensions.has('registrationEdit')) return
  accountOnly(fastify, ctx)
  const app = typed(fastify)
  const { db } = ctx

  app.get('/api/ca/v1/event/ticket/:ticketId/registration', { schema: { params: idParams('ticketId') } }, req => {
    const account = requireAccount(db, req)
    return ok(registrationOf(db, ownRegistration(db, req.params.ticketId, account), ctx.now()))
  })

  app.post(
    '/api/ca/v1/event/ticket/:ticketId/registration',
    { schema: { params: idParams('ticketId'), body: obj({ values: valuesSchema, smsCode: str(10) }, ['values']) } },
    req => {
      const account = requireAccount(db, req)
      const row = editRegistration(ctx, req, account, req.params.ticketId, req.body)
      return ok(registrationOf(db, row, ctx.now()))
    }
  )
}
