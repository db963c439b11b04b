import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import { promotionRepo } from '../repositories/promotion'
import type { PromoterRow } from './accounts'

/** The "<product>-Track" header (any header whose name ends in "-track") as a query string. */
export function trackHeader(req: FastifyRequest): string | null {
  for (const [name, v] of Object.entries(req.headers)) {
    if (name.toLowerCase().endsWith('-track') && v) return (Array.isArray(v) ? v[0] : v).slice(0, 1000)
  }
  return null
}

/** The promoter named by utm_scid in the track header or in `properties`, if any. */
export function promoterFromTrack(db: Db, track: string | null, properties?: Record<string, unknown> | null): PromoterRow | undefined {
  let scid: string | null = null
  if (track) scid = new URLSearchParams(track).get('utm_scid')
  if (!scid && properties && typeof properties.utm_scid === 'string') scid = properties.utm_scid
  if (!scid) return undefined
  return promotionRepo(db).promoterByScid(scid.slice(0, 64))
}

/** A view counts once per visitor, content and this window. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000
/** At most this many counted views per visitor and promoter in one window (distinct pages). */
export const VIEWS_PER_WINDOW = 20

/**
 * The content a page path stands for: the path plus its id/entityId (other query parameters such as utm_*
 * or made-up ones do not make a new page).
 */
export function contentOfPage(pagePath: string): string {
  const [path, search = ''] = pagePath.split('?')
  const q = new URLSearchParams(search)
  const keep = ['id', 'entityId'].filter(k => q.has(k)).map(k => `${k}=${q.get(k)!.slice(0, 20)}`)
  return (path || '/').slice(0, 300) + (keep.length ? `?${keep.join('&')}` : '')
}

/**
 * Records a promoter's page view unless it is a repeat: a signed-in visitor is their account; an anonymous one
 * is their client (address + browser), never the page id the client makes up, so one client posting many views
 * adds one visitor and one view per content per window.
 */
export function countPromotionView(
  db: Db,
  v: { promoter: PromoterRow; account: { id: number } | null | undefined; client: string; page: string; now: string }
): boolean {
  const visitor = v.account ? `account:${v.account.id}` : `anon:${crypto.createHash('sha256').update(v.client).digest('hex').slice(0, 16)}`
  const page = contentOfPage(v.page)
  const since = new Date(Date.parse(v.now) - VIEW_WINDOW_MS).toISOString()
  const views = promotionRepo(db)
  const recent = views.recentViews(v.promoter.id, visitor, page, since)
  if (recent.same || recent.n >= VIEWS_PER_WINDOW) return false
  views.insertView({ promoter_id: v.promoter.id, visitor_key: visitor, account_id: v.account?.id ?? null, page, created_at: v.now })
  return true
}
