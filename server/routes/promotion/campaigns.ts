import { ok } from '../../lib/envelope'
import { campaignsOf, tasksOf } from '../../services/promoter-tools'
import { defineRoutes } from '../plugin'

/** The promotion campaigns and the promoter's tasks in them: promoters only. */
export const promotionCampaignRoutes = defineRoutes({ only: 'promoter' }, ({ ctx, db, asPromoter }) => {
  asPromoter.get('/api/ca-open/v1/promote/campaigns', { schema: { summary: 'PromotionCampaign[]', description: '(ours) [promoter]' } }, () =>
    ok(campaignsOf(db))
  )

  asPromoter.get('/api/ca-open/v1/promote/tasks', { schema: { summary: 'PromotionTask[]', description: '(ours) [promoter]' } }, (_req, { promoter }) =>
    ok(tasksOf(ctx, promoter))
  )
})
