import type { PromotionFunnel } from '../../types/contract'
import { forbidden, ok } from '../lib/envelope'
import { int, obj, oneOf } from '../lib/schema'
import { defineRoutes } from './plugin'
import { attendeeScopeOf } from '../services/events'
import { funnelOf } from '../services/funnel'

/**
 * Extension `funnel`: GET /api/ca-open/v1/promote/funnel?days&scope. A promoter reads the funnel of their own
 * links; company staff (who read every attendee, services/events.ts attendeeScopeOf) may ask for everyone's.
 */
export const funnelRoutes = defineRoutes({ only: 'promoter', extension: 'funnel' }, ({ ctx, db, asPromoter }) => {
  asPromoter.get(
    '/api/ca-open/v1/promote/funnel',
    {
      schema: {
        summary:
          "PromotionFunnel: visits → registrations → approved → checked in, all time and per link (one event's link of one promoter), the last `days` (1–90, default 30) Beijing days, registrations by source; `scope=all` (every promoter's links, every registration's source, taps on assistant cards) for company staff only, else 403",
        description: '?days&scope (ours; `funnel`) [promoter]',
        querystring: obj({ days: int({ minimum: 1, maximum: 90 }), scope: oneOf(['mine', 'all']) })
      }
    },
    (req, { account, promoter }) => {
      const canSeeAll = attendeeScopeOf(db, account, promoter) === 'all'
      const scope = req.query.scope ?? 'mine'
      if (scope === 'all' && !canSeeAll) throw forbidden('只有公司员工可以查看全部推广数据')
      const answer: PromotionFunnel = { scope, canSeeAll, ...funnelOf(db, scope === 'all' ? null : promoter.id, req.query.days ?? 30, ctx.now()) }
      return ok(answer)
    }
  )
})
