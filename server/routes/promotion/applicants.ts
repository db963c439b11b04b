import { ok, value } from '../../lib/envelope'
import { id, obj, oneOf, pageQuery } from '../../lib/schema'
import { promotionRepo } from '../../repositories/promotion'
import { getEvent, toAttendee } from '../../services/events'
import { applicantPageOf } from '../../services/promoter-tools'
import { withEdits } from '../../services/registration'
import { defineRoutes } from '../plugin'

/** The registrations of an event a promoter may see: counted, through their link, or all (phones masked). Promoters only. */
export const promotionApplicantRoutes = defineRoutes({ only: 'promoter' }, ({ ctx, db, asPromoter }) => {
  const promotion = promotionRepo(db)

  asPromoter.get(
    '/api/ca-open/v1/promote/select/numberOfApplicants/:eventId',
    { schema: { summary: '209 number', description: '[promoter]', params: obj({ eventId: id() }, ['eventId']) } },
    (req, { promoter }) => {
      getEvent(db, req.params.eventId)
      return value(promotion.applicantsOf(req.params.eventId, promoter.id))
    }
  )

  asPromoter.get(
    '/api/ca-open/v1/promote/:eventId/submit/list',
    {
      schema: {
        summary: 'Page<Attendee> (submissions through my link)',
        description: '?page&size [promoter]',
        params: obj({ eventId: id() }, ['eventId']),
        querystring: pageQuery()
      }
    },
    (req, { promoter }) => {
      getEvent(db, req.params.eventId)
      return ok(promotion.promotedAttendeePage(req.params.eventId, promoter.id, req.query, a => withEdits(ctx, toAttendee(a, true), true)))
    }
  )

  asPromoter.get(
    '/api/ca-open/v1/promote/getApplicantsList/:eventId',
    {
      schema: {
        summary: 'Page<Attendee> (all attendees of the event)',
        description: '?page&size&auditStatus [promoter]',
        params: obj({ eventId: id() }, ['eventId']),
        querystring: pageQuery({ auditStatus: oneOf(['', 'PENDING', 'APPROVED', 'REJECTED']) })
      }
    },
    (req, who) => {
      getEvent(db, req.params.eventId)
      return ok(applicantPageOf(ctx, who, req.params.eventId, req.query.auditStatus || undefined, req.query))
    }
  )
})
