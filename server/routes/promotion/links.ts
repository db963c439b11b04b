import { ok } from '../../lib/envelope'
import { id, obj } from '../../lib/schema'
import { originOf } from '../../services/context'
import { getEvent } from '../../services/events'
import { makePoster, posterCharge } from '../../services/posters'
import { invitePoster, promotionUrl } from '../../services/promoter-tools'
import { defineRoutes } from '../plugin'

/** A promoter's link (with its short link and QR code) and invite poster: promoters only. */
export const promotionLinkRoutes = defineRoutes({ only: 'promoter' }, ({ ctx, db, asPromoter }) => {
  asPromoter.get(
    '/api/ca-open/v1/promote/getMyPromotionUrl',
    { schema: { summary: 'PromotionUrl', description: '?eventId [promoter]', querystring: obj({ eventId: id() }) } },
    (req, { promoter }) => {
      if (req.query.eventId) getEvent(db, req.query.eventId)
      return ok(promotionUrl(db, originOf(ctx, req), promoter, req.query.eventId))
    }
  )

  asPromoter.get(
    '/api/ca-open/v1/promotionEvent/getMyPoster',
    { schema: { summary: 'PosterResult', description: '?eventId [promoter]', querystring: obj({ eventId: id() }) } },
    async (req, { account, promoter }) => {
      const event = req.query.eventId ? getEvent(db, req.query.eventId) : null
      const { url } = promotionUrl(db, originOf(ctx, req), promoter, event?.id)
      return ok(await makePoster(ctx, invitePoster(db, promoter, event, url), posterCharge(ctx, req, account)))
    }
  )
})
