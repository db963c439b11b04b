import { Type } from 'typebox'
import { ok } from '../../lib/envelope'
import { id, obj, oneOf } from '../../lib/schema'
import { attendeeScopeOf, auditAttendees, getEvent } from '../../services/events'
import { scopedAttendee } from '../../services/registration'
import { defineRoutes } from '../plugin'

/** The audit of an event's registrations and one attendee opened to contact or edit them: promoters within their scope. */
export const attendeeRoutes = defineRoutes({ only: 'account' }, ({ ctx, db, asPromoter }) => {
  asPromoter.post(
    '/api/ca/v1/event/attendee/batchAudit',
    {
      schema: {
        summary:
          '{updated: number}; company staff only (403 for other promoters, and for registrations the auditor made on behalf); approving a rejected one needs a free seat (409, seats held for the waitlist count as taken)',
        description: 'BatchAuditBody [promoter]',
        body: obj(
          {
            eventId: id(),
            attendeeIds: Type.Array(id(), { minItems: 1, maxItems: 500, uniqueItems: true }),
            auditType: oneOf(['APPROVE', 'REJECT'])
          },
          ['eventId', 'attendeeIds', 'auditType']
        )
      }
    },
    (req, { account, promoter }) => {
      const { eventId, attendeeIds, auditType } = req.body
      getEvent(db, eventId)
      const updated = auditAttendees(ctx, { scope: attendeeScopeOf(db, account, promoter), accountId: account.id }, eventId, attendeeIds, auditType)
      return ok({ updated })
    }
  )

  // One attendee, opened to contact or edit them: the full phone, for an attendee within the promoter's scope.
  asPromoter.get(
    '/api/ca/v1/event/attendee/info',
    { schema: { summary: 'Attendee', description: '?attendeeId [promoter]', querystring: obj({ attendeeId: id() }, ['attendeeId']) } },
    (req, { account, promoter }) => ok(scopedAttendee(ctx, attendeeScopeOf(db, account, promoter), req.query.attendeeId))
  )
})
