import { ok } from '../lib/envelope'
import { idParams, obj, str } from '../lib/schema'
import { defineRoutes } from './plugin'
import { editRegistration, ownRegistration, registrationOf } from '../services/registration'
import { valuesSchema } from './forms'

/**
 * Extension `registrationEdit` (docs/endpoints.md "Extensions"): the attendee reads and changes the answers of
 * their registration from the ticket. Registered only with the extension on; without it these paths are 404.
 */
export const registrationRoutes = defineRoutes({ only: 'account', extension: 'registrationEdit' }, ({ ctx, db, signedIn }) => {
  signedIn.get(
    '/api/ca/v1/event/ticket/:ticketId/registration',
    {
      schema: {
        summary:
          "Registration: the form, its answers, `editable` (else `reason`) and `reaudit` (saving sends an approved registration of an audited event back to 待审核); 404 for someone else's ticket",
        description: '(ours; registrationEdit) [auth]',
        params: idParams('ticketId')
      }
    },
    (req, account) => ok(registrationOf(db, ownRegistration(db, req.params.ticketId, account), ctx.now()))
  )

  signedIn.post(
    '/api/ca/v1/event/ticket/:ticketId/registration',
    {
      schema: {
        summary:
          "Registration after the change (the form's validation; a new phone not the account's needs `smsCode`; 400 once the event started, after check-in or rejection; 409 for a phone registered already or another account's)",
        description: 'RegistrationEditBody (ours; registrationEdit) [auth]',
        params: idParams('ticketId'),
        body: obj({ values: valuesSchema, smsCode: str(10) }, ['values'])
      }
    },
    (req, account) => {
      const row = editRegistration(ctx, req, account, req.params.ticketId, req.body)
      return ok(registrationOf(db, row, ctx.now()))
    }
  )
})
