import { ok } from '../lib/envelope'
import { idParams } from '../lib/schema'
import { defineRoutes } from './plugin'
import { getEvent } from '../services/events'
import { reminderPlan } from '../services/reminders'

/**
 * Extension `reminders` (docs/endpoints.md "Extensions"): when the visitor's reminders for an event come.
 * Subscribing stays the specification's subscribeNotice; the scheduler (server/services/scheduler.ts) sends them.
 */
export const reminderRoutes = defineRoutes({ only: 'account', extension: 'reminders' }, ({ ctx, db, signedIn }) => {
  signedIn.get(
    '/api/ca/v1/event/:id/reminders',
    {
      schema: {
        summary:
          'ReminderPlan: whether the visitor subscribed (subscribeNotice) and when its reminders come (T-24 h, T-1 h) or came; `subscribeTemplates`: `{weapp, tt}` each `{waitlistOffer, eventReminder: string or null}`, the templates per mini-program (the app asks for `eventReminder` in the 订阅活动提醒 tap; null: none configured, ask nothing)',
        description: '(ours; reminders) [auth]',
        params: idParams()
      }
    },
    (req, account) => {
      const event = getEvent(db, req.params.id)
      return ok(reminderPlan(ctx, event.id, event.start_time, account.id))
    }
  )
})
