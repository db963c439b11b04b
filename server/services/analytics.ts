import type { Db } from '../db'
import type { AnalyticsRow } from '../db/rows'
import { limiter } from '../lib/rate-limit'
import { nowIso } from '../lib/random'
import { analyticsRepo } from '../repositories/analytics'
import type { AccountRow } from './accounts'
import type { Ctx } from './context'
import { countPromotionView, promoterFromTrack } from './promotion'
import { inTransaction } from '../repositories/unit-of-work'

const PAGE_EVENTS = new Set(['PAGE_VIEW', '$pageview'])
/** A tap on an assistant card's action: the staff funnel counts these (services/funnel.ts). */
const CARD_TAP = 'ai_card_action'

/** One analytics event as the app posts it (validated by the route's schema). */
interface AnalyticsEvent {
  siteId?: number | string
  anonymousPageId?: string
  type?: string
  event: string
  properties?: Record<string, unknown>
  pageProperties?: Record<string, unknown>
}

/** Who sent the post: the signed-in account, the tracking header, the visitor cookie and the client address key. */
interface AnalyticsSender {
  account: AccountRow | null
  track: string | null
  visitor: string
  client: string
}

/**
 * Stores a post of events in one transaction and counts page views for the promoter whose link brought the
 * visitor (docs/analytics.md). A page view sent again (at-least-once delivery) is neither stored nor counted twice.
 */
export function storeAnalytics(ctx: Pick<Ctx, 'db' | 'promotionVisitorsPerIp' | 'limits'>, list: AnalyticsEvent[], from: AnalyticsSender): void {
  const db: Db = ctx.db
  const analytics = analyticsRepo(db)
  const { account, track, visitor, client } = from
  const now = nowIso()
  // Card taps are counted (stored) at most a few a minute per visitor and per address: the client says it
  // tapped, nothing proves it, so one post of 50 or a loop of 100 moves the staff funnel by a handful.
  const taps = limiter(db, 'card-taps', ctx.limits.cardTapsPerMinute, 60_000)
  const tapCounts = () => taps.take(`ip:${client}`) && taps.take(account ? `account:${account.id}` : `visitor:${visitor}`)
  inTransaction(db, () => {
    for (const p of list) {
      if (p.event === CARD_TAP && !tapCounts()) continue
      const props = (p.properties ?? {}) as Record<string, unknown>
      const page = (p.pageProperties ?? {}) as Record<string, unknown>
      const row = {
        site_id: p.siteId == null ? null : String(p.siteId),
        anonymous_page_id: p.anonymousPageId ?? null,
        type: p.type ?? null,
        event: p.event,
        properties: JSON.stringify(props),
        page_properties: JSON.stringify(page),
        account_id: account?.id ?? null,
        track,
        received_at: now
      }
      const texts = [row.site_id, row.anonymous_page_id, row.type, row.event, row.properties, row.page_properties, row.track, row.received_at]
      if (!analytics.insert({ ...row, bytes: texts.reduce((n, t) => n + (t ? Buffer.byteLength(t) : 0), 0) })) continue
      if (!PAGE_EVENTS.has(p.event)) continue
      const promoter = promoterFromTrack(db, track, props)
      if (!promoter) continue
      // The promoter's own visits do not count.
      if (account?.cellphone && account.cellphone === promoter.cellphone) continue
      const pagePath = String(page.path ?? page.url ?? '').slice(0, 300) + (typeof page.search === 'string' ? page.search.slice(0, 200) : '')
      countPromotionView(db, { promoter, account, visitor, client, page: pagePath, now, visitorsPerClient: ctx.promotionVisitorsPerIp })
    }
  })
}

/** A stored analytics row as the development endpoint shows it (its JSON columns parsed). */
export const analyticsRowOut = (r: AnalyticsRow) => ({
  id: r.id,
  siteId: r.site_id,
  anonymousPageId: r.anonymous_page_id,
  type: r.type,
  event: r.event,
  properties: JSON.parse(r.properties),
  pageProperties: JSON.parse(r.page_properties),
  accountId: r.account_id,
  track: r.track,
  receivedAt: r.received_at
})
