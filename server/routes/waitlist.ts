import { ok } from '../lib/envelope'
import { Type } from 'typebox'
import { idParams, obj, oneOf, str } from '../lib/schema'
import { currentAccount } from '../services/accounts'
import { defineRoutes, routeGroup } from './plugin'
import { getEvent } from '../services/events'
import { joinWaitlist, leaveWaitlist, waitlistState } from '../services/waitlist'

/** An event's waitlist as the visitor sees it (open: anonymously without `mine`). */
const waitlistStateRoutes = defineRoutes({ extension: 'waitlist' }, ({ app, ctx, db }) => {
  app.get(
    '/api/ca-open/v1/event/:id/waitlist',
    {
      schema: {
        summary:
          "WaitlistState: seats taken and held by offers, `full`, how many wait, and the visitor's own place (`mine`: WAITING with its position, OFFERED with `offerExpiresAt`, ACCEPTED, EXPIRED or LEFT; null anonymously); `subscribeTemplates`: `{weapp, tt}` each `{waitlistOffer, eventReminder: string or null}`, the subscribe-message templates per mini-program (the app asks for `waitlistOffer` when joining; null: none configured, ask nothing)",
        description: '(ours; waitlist)',
        params: idParams()
      }
    },
    req => ok(waitlistState(ctx, getEvent(db, req.params.id), currentAccount(db, req)))
  )
})

/** Joining and leaving (/api/ca: signed in). */
const joinAndLeaveRoutes = defineRoutes({ only: 'account', extension: 'waitlist' }, ({ ctx, db, signedIn }) => {
  // The body is optional: the subscribe-message templates accepted in the joining tap (mini-programs).
  const joinBody = obj({ platform: oneOf(['weapp', 'tt']), subscribed: Type.Array(str(64, { minLength: 1 }), { maxItems: 5 }) })
  signedIn.post(
    '/api/ca/v1/event/:id/waitlist/join',
    {
      schema: {
        summary:
          "WaitlistState (the account in line, once however often it joins); 400 when the event has seats, no cap, is external or over; 409 \"你已报名此活动\". The optional body `{platform: 'weapp' or 'tt', subscribed: string[]}` names the templates the visitor accepted in the joining tap (`Taro.requestSubscribeMessage`): the platform's configured offer template among them is kept as the consent for the offer's subscribe message (others are ignored; joining again while WAITING replaces an unused consent)",
        description: 'WaitlistJoinBody? (ours; waitlist) [auth]',
        params: idParams(),
        body: joinBody
      },
      // A post without a body (joining as before, from the web) is an empty one, not a malformed request.
      preValidation: async req => {
        req.body ??= {}
      }
    },
    (req, account) => {
      const event = getEvent(db, req.params.id)
      joinWaitlist(ctx, event, account, req.body)
      return ok(waitlistState(ctx, event, account))
    }
  )

  signedIn.post(
    '/api/ca/v1/event/:id/waitlist/leave',
    {
      schema: {
        summary: 'WaitlistState (LEFT; a declined offer goes to the next in line at once); 404 when not in line',
        description: '(ours; waitlist) [auth]',
        params: idParams()
      }
    },
    (req, account) => {
      const event = getEvent(db, req.params.id)
      leaveWaitlist(ctx, event.id, account.id)
      return ok(waitlistState(ctx, event, account))
    }
  )
})

/**
 * Extension `waitlist` (docs/endpoints.md "Extensions"): an event's waitlist as the visitor sees it, joining
 * and leaving it. Registered only with the extension on; without it these paths are 404. Accepting an offer is
 * the ordinary registration (submitSurvey, or signup for an event without a form), which takes the held seat.
 * Joining on a mini-program may carry the visitor's subscribe consent for the offer's message.
 */
export const waitlistRoutes = routeGroup(waitlistStateRoutes, joinAndLeaveRoutes)
