import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db'
import { token } from '../lib/random'
import { promotionRepo } from '../repositories/promotion'
import type { PromoterRow } from './accounts'
import { readCookie } from './session'

/** The browser's stable anonymous id: random, HttpOnly, first-party, set by the analytics endpoint. */
export const VISITOR_COOKIE = 'ca_vid'
const VISITOR_MAX_AGE = 365 * 24 * 3600

/**
 * The anonymous id of the browser (the ca_vid cookie); when it has none (a first visit, or a client that
 * keeps no cookies) a new one is made and set on the reply. It is not a secret and proves nothing: a client
 * can drop it at will, which is why counted visitors are also capped per client address.
 */
export function visitorId(req: FastifyRequest, reply: FastifyReply): string {
  const sent = readCookie(req, VISITOR_COOKIE)
  if (sent && /^[0-9a-f]{32}$/.test(sent)) return sent
  const id = token(16)
  reply.header('Set-Cookie', `${VISITOR_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${VISITOR_MAX_AGE}`)
  return id
}

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
/** The window of the per-address visitor cap (PROMOTION_VISITORS_PER_IP): a day. */
export const ADDRESS_WINDOW_MS = 24 * 60 * 60 * 1000

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

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * Records a promoter's page view unless it is a repeat or over a cap. A signed-in visitor is their account;
 * an anonymous one is their stable anonymous id (`visitorId`, the ca_vid cookie), never the page id the
 * client makes up nor its User-Agent. A visitor counts once per content per window and for at most
 * VIEWS_PER_WINDOW contents; and one client address brings at most `visitorsPerClient` distinct visitors
 * per promoter per day, so dropping the cookie (or rotating accounts) does not inflate PV, UV or tasks.
 */
export function countPromotionView(
  db: Db,
  v: {
    promoter: PromoterRow
    account: { id: number } | null | undefined
    visitor: string
    client: string
    page: string
    now: string
    visitorsPerClient: number
  }
): boolean {
  const visitor = v.account ? `account:${v.account.id}` : `anon:${hash(v.visitor)}`
  const client = hash(v.client)
  const page = contentOfPage(v.page)
  const since = new Date(Date.parse(v.now) - VIEW_WINDOW_MS).toISOString()
  const views = promotionRepo(db)
  const recent = views.recentViews(v.promoter.id, visitor, page, since)
  if (recent.same || recent.n >= VIEWS_PER_WINDOW) return false
  // A visitor new in this window is counted only if their address has brought fewer than the cap today
  // (a visitor the address already brought today does not count twice against it).
  if (recent.n === 0) {
    const today = new Date(Date.parse(v.now) - ADDRESS_WINDOW_MS).toISOString()
    if (views.clientVisitors(v.promoter.id, client, visitor, today) >= v.visitorsPerClient) return false
  }
  views.insertView({ promoter_id: v.promoter.id, visitor_key: visitor, account_id: v.account?.id ?? null, page, created_at: v.now, client_key: client })
  return true
}
