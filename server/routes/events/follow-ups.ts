import { Type } from 'typebox'
import { badRequest, ok, value } from '../../lib/envelope'
import { id, idParams, obj, str } from '../../lib/schema'
import { getEvent } from '../../services/events'
import { cpContactAdded } from '../../services/gate-codes'
import { subscribeToReminders } from '../../services/reminders'
import { defineRoutes } from '../plugin'

/** Staying in touch, for signed-in accounts: an event's reminder subscription and the enterprise-contact check of gated content. */
export const followUpRoutes = defineRoutes({ only: 'account' }, ({ ctx, db, signedIn }) => {
  signedIn.post(
    '/api/ca/v1/event/:id/subscribeNotice',
    {
      schema: {
        summary: '{subscribed: true}',
        description: '{templateIds: string[]} [auth]',
        params: idParams(),
        body: obj({ templateIds: Type.Array(str(64, { minLength: 1 }), { maxItems: 10 }) }, ['templateIds'])
      }
    },
    (req, account) => {
      const event = getEvent(db, req.params.id)
      subscribeToReminders(ctx, account.id, event.id, req.body.templateIds)
      return ok({ subscribed: true })
    }
  )

  // Any gated content, not only events: entityDataId, or eventId holding any content id. Added means the
  // messenger said so; in the demo, the contact code was shown to this account DEMO_CP_ADD_DELAY_S ago.
  signedIn.get(
    '/api/ca/v1/event/checkAddCpUser',
    {
      schema: {
        summary:
          "209 boolean (true once the messenger reports the contact; demo: `DEMO_CP_ADD_DELAY_S` after addCpUserCode was shown to this account, never on the visitor's word)",
        description: '?entityDataId (or eventId: any content id) [auth]',
        querystring: obj({ eventId: id(), entityDataId: id() })
      }
    },
    (req, account) => {
      const contentId = req.query.entityDataId ?? req.query.eventId
      if (!contentId) throw badRequest('缺少内容 id')
      return value(cpContactAdded(ctx, account, contentId))
    }
  )
})
