import { Type } from 'typebox'
import { ok } from '../../lib/envelope'
import { idParams, obj, phone, str } from '../../lib/schema'
import { doorOperation } from '../../services/door'
import { defineRoutes } from '../plugin'

/** The door of an event: check-in (by phone, by ticket code, by name and phone) and sign-out, for signed-in accounts. */
export const doorRoutes = defineRoutes({ only: 'account' }, ({ ctx, signedIn }) => {
  const eventParams = idParams()
  signedIn.post(
    '/api/ca/v1/event/:id/attendee/checkInByPhone',
    {
      schema: {
        summary:
          'DoorResult: name, masked phone, statuses; no ticket code or QR (door staff of the event: anyone; others: only their own registration, else 404; 429 past DOOR_PER_MINUTE per operator)',
        description: '{cellphone} [auth]',
        params: eventParams,
        body: obj({ cellphone: phone() }, ['cellphone'])
      }
    },
    (req, account) => ok(doorOperation(ctx, account, req.params.id, 'CHECKIN', { cellphone: req.body.cellphone }))
  )

  signedIn.post(
    '/api/ca/v1/event/:id/attendee/checkIn',
    {
      schema: {
        summary: 'DoorResult (same rule)',
        description: '{code} or {name, cellphone} [auth]',
        params: eventParams,
        body: Type.Union([
          obj({ code: str(20, { minLength: 4 }) }, ['code']),
          obj({ name: str(40, { minLength: 1 }), cellphone: phone() }, ['name', 'cellphone'])
        ])
      }
    },
    (req, account) => {
      const b = req.body
      return ok(doorOperation(ctx, account, req.params.id, 'CHECKIN', 'code' in b ? { code: b.code } : { cellphone: b.cellphone, name: b.name }))
    }
  )

  signedIn.post(
    '/api/ca/v1/event/:id/attendee/signOut',
    {
      schema: {
        summary: 'DoorResult (same rule)',
        description: '{code} or {cellphone} (ours) [auth]',
        params: eventParams,
        body: Type.Union([obj({ code: str(20, { minLength: 4 }) }, ['code']), obj({ cellphone: phone() }, ['cellphone'])])
      }
    },
    (req, account) => {
      const b = req.body
      return ok(doorOperation(ctx, account, req.params.id, 'SIGNOUT', 'code' in b ? { code: b.code } : { cellphone: b.cellphone }))
    }
  )
})
