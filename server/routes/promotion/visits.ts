import { ok, value } from '../../lib/envelope'
import { int, obj } from '../../lib/schema'
import { promotionRepo } from '../../repositories/promotion'
import { viewData, viewOut } from '../../services/promoter-tools'
import { defineRoutes } from '../plugin'

/** The visits through a promoter's links: totals, per day, one by one and per visitor. Promoters only. */
export const promotionVisitRoutes = defineRoutes({ only: 'promoter' }, ({ ctx, db, asPromoter }) => {
  const promotion = promotionRepo(db)

  asPromoter.get(
    '/api/ca-open/v1/promote/getMyPromotionPageViewData',
    { schema: { summary: 'PromotionViewData (all time)', description: '[promoter]' } },
    (_req, { promoter }) => ok(viewData(db, promoter, null, ctx.now()))
  )
  asPromoter.get(
    '/api/ca-open/v1/promote/myPromotionViewData',
    { schema: { summary: 'PromotionViewData', description: '?days=7 [promoter]', querystring: obj({ days: int({ minimum: 1, maximum: 90 }) }) } },
    (req, { promoter }) => ok(viewData(db, promoter, req.query.days ?? 7, ctx.now()))
  )

  asPromoter.page(
    '/api/ca-open/v1/promote/myPromotionViewDetail',
    { summary: 'Page<PromotionViewDetail>', description: '?page&size [promoter]' },
    ({ promoter }, query) => promotion.viewPage(promoter.id, query, v => viewOut(db, v))
  )

  // One row per visitor: their latest visit.
  asPromoter.page(
    '/api/ca-open/v1/promote/getAccessList',
    { summary: 'Page<PromotionViewDetail>', description: '?page&size [promoter]' },
    ({ promoter }, query) => promotion.visitorPage(promoter.id, query, v => viewOut(db, v))
  )

  asPromoter.get('/api/ca-open/v1/promote/getPromotionAccessCount', { schema: { summary: '209 number', description: '[promoter]' } }, (_req, { promoter }) =>
    value(promotion.viewCount(promoter.id))
  )
})
