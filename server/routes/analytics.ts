import { Type } from 'typebox'
import { BizError, ok } from '../lib/envelope'
import { obj, oneOf, str } from '../lib/schema'
import { addressKey, limiter } from '../lib/rate-limit'
import { currentAccount } from '../services/accounts'
import { storeAnalytics } from '../services/analytics'
import { sessionAccount } from '../services/session'
import { analyticsOverCap, startAnalyticsPruning } from '../services/analytics-store'
import { trackHeader, visitorId } from '../services/promotion'
import { defineRoutes } from './plugin'

/**
 * Bounds of one analytics post (docs/analytics.md "What the server keeps"): events per post, properties per
 * event, bytes per event (as JSON) and of the whole body. The app sends at most BATCH (20) events, each kept
 * under MAX_EVENT_BYTES by the client (src/services/analytics/fit.ts).
 */
const ANALYTICS_LIMITS = { eventsPerPost: 50, propertiesPerEvent: 50, eventBytes: 4096, bodyBytes: 128 * 1024 } as const

const payloadSchema = obj(
  {
    // One type list rather than a union: the same coercion and the same message (整数或文本) as before.
    siteId: Type.Unsafe<number | string>({ type: ['integer', 'string'], maxLength: 40 }),
    anonymousPageId: str(100),
    type: oneOf(['event', 'systemEvent', 'page', 'identify', 'track']),
    event: str(100, { minLength: 1 }),
    properties: Type.Record(Type.String(), Type.Unknown(), { maxProperties: ANALYTICS_LIMITS.propertiesPerEvent }),
    pageProperties: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 30 })
  },
  ['event']
)

/** Analytics events from the app (bounded per post, stored and pruned by services/analytics-store.ts). */
export const analyticsRoutes = defineRoutes(({ app, ctx, db }) => {
  const bounds = ctx.analyticsStore
  const pruning = startAnalyticsPruning(db, bounds, error => app.log.error(error))
  app.addHook('onClose', async () => pruning.stop())
  const tooBig = (what: string) => new BizError(413, `${what}，未保存任何事件`, 413)
  app.post(
    '/api/open/v1/analytics',
    {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      schema: {
        summary: '{stored: number}',
        description: 'AnalyticsPayload or AnalyticsPayload[] (≤ 50 events, ≤ 50 properties and ≤ 4 KB each, ≤ 128 KB; sets the `ca_vid` cookie when missing)',
        body: Type.Union([payloadSchema, Type.Array(payloadSchema, { minItems: 1, maxItems: ANALYTICS_LIMITS.eventsPerPost })])
      }
    },
    (req, reply) => {
      if (!limiter(db, 'analytics', ctx.limits.analyticsPerMinute, 60_000).take(addressKey(req.ip))) throw new BizError(429, '请求过于频繁，请稍后再试', 429)
      const list = Array.isArray(req.body) ? req.body : [req.body]
      // Each event within its bytes, or nothing of the post is stored (the app never sends such an event).
      const sizes = list.map(p => Buffer.byteLength(JSON.stringify(p)))
      const over = sizes.findIndex(n => n > ANALYTICS_LIMITS.eventBytes)
      if (over >= 0) throw tooBig(`第 ${over + 1} 个事件过大（${sizes[over]} 字节，每个事件最多 ${ANALYTICS_LIMITS.eventBytes} 字节）`)
      storeAnalytics(ctx, list, {
        // The app's posts carry no Authorization-Ca (a beacon cannot): on the web its session cookie names the account.
        account: currentAccount(db, req) ?? sessionAccount(db, req),
        track: trackHeader(req),
        visitor: visitorId(req, reply),
        client: addressKey(req.ip)
      })
      if (analyticsOverCap(db, bounds)) pruning.soon()
      return ok({ stored: list.length })
    }
  )
})
