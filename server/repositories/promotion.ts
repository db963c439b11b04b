import type { PageQuery } from '../db/paged'
import { paged } from '../db/paged'
import type { AttendeeRow, PromoterRow, PromotionCampaignRow, PromotionTaskRow, PromotionViewRow, ShortLinkRow } from '../db/rows'
import { countsForPromoter } from './counted'
import { perDb } from './per-db'

/** A visit with its visitor's account fields (LEFT JOIN: null for anonymous visitors). */
export type ViewRow = PromotionViewRow & { nick_name: string | null; avatar: string | null; cellphone: string | null }
/** A task with its campaign's event. */
type TaskRow = PromotionTaskRow & { event_id: number | null }
/** A promoter with their account (if any) and counts, for the rank. */
type RankRow = PromoterRow & { account_id: number | null; avatar: string | null; applicants: number; views: number }
type NewView = Omit<PromotionViewRow, 'id'>

const VIEWS = 'SELECT v.*, a.nick_name, a.avatar, a.cellphone FROM promotion_views v LEFT JOIN accounts a ON a.id = v.account_id'
const ATTENDEES = 'SELECT * FROM attendees WHERE'
const NEWEST = 'ORDER BY created_at DESC, id DESC'
/** Registrations that count for their promoter (on-behalf ones once confirmed). */
const COUNTED = countsForPromoter()

/** Promoters' links, visits, applicants, campaigns, tasks and rank. */
export const promotionRepo = perDb(db => {
  const promoterByScid = db.prepare<[string], PromoterRow>('SELECT * FROM promoters WHERE scid = ?')
  const viewTotals = db.prepare<[number, string], { pv: number; uv: number }>(
    'SELECT COUNT(*) AS pv, COUNT(DISTINCT visitor_key) AS uv FROM promotion_views WHERE promoter_id = ? AND created_at >= ?'
  )
  const viewsByDay = db.prepare<[number, string], { date: string; pv: number; uv: number }>(
    "SELECT date(created_at, '+8 hours') AS date, COUNT(*) AS pv, COUNT(DISTINCT visitor_key) AS uv FROM promotion_views WHERE promoter_id = ? AND created_at >= ? GROUP BY date ORDER BY date"
  )
  const applicantsSince = db
    .prepare<[number, string], number>(`SELECT COUNT(*) FROM attendees WHERE promoter_id = ? AND created_at >= ? AND ${COUNTED}`)
    .pluck()
  const applicantsOf = db.prepare<[number, number], number>(`SELECT COUNT(*) FROM attendees WHERE event_id = ? AND promoter_id = ? AND ${COUNTED}`).pluck()
  const applicantsFor = db
    .prepare<[number, number | null, number | null], number>(
      `SELECT COUNT(*) FROM attendees WHERE promoter_id = ? AND (? IS NULL OR event_id = ?) AND ${COUNTED}`
    )
    .pluck()
  const viewCount = db.prepare<[number], number>('SELECT COUNT(*) FROM promotion_views WHERE promoter_id = ?').pluck()
  const visitorCount = db.prepare<[number], number>('SELECT COUNT(DISTINCT visitor_key) FROM promotion_views WHERE promoter_id = ?').pluck()
  const recentViews = db.prepare<[string, number, string, string], { n: number; same: number | null }>(
    'SELECT COUNT(*) AS n, SUM(page = ?) AS same FROM promotion_views WHERE promoter_id = ? AND visitor_key = ? AND created_at >= ?'
  )
  const clientVisitors = db
    .prepare<[number, string, string, string], number>(
      'SELECT COUNT(DISTINCT visitor_key) FROM promotion_views WHERE promoter_id = ? AND client_key = ? AND visitor_key != ? AND created_at >= ?'
    )
    .pluck()
  const insertView = db.prepare<NewView>(
    'INSERT INTO promotion_views (promoter_id, visitor_key, account_id, page, created_at, client_key) VALUES (@promoter_id, @visitor_key, @account_id, @page, @created_at, @client_key)'
  )
  const keepLink = db.prepare<[string, number | null, string, string]>(
    'INSERT OR IGNORE INTO short_links (keyword, content_id, target, title, content) VALUES (?, ?, ?, ?, NULL)'
  )
  const linkTarget = db.prepare<[string], Pick<ShortLinkRow, 'target'>>('SELECT target FROM short_links WHERE keyword = ?')
  const campaigns = db.prepare<[], PromotionCampaignRow>('SELECT * FROM promotion_campaigns ORDER BY start_time DESC')
  const tasks = db.prepare<[], TaskRow>('SELECT t.*, c.event_id FROM promotion_tasks t JOIN promotion_campaigns c ON c.id = t.campaign_id ORDER BY t.id')
  const rank = db.prepare<[number | null, number | null], RankRow>(
    `SELECT p.*, a.id AS account_id, a.avatar,
           (SELECT COUNT(*) FROM attendees t WHERE t.promoter_id = p.id AND (? IS NULL OR t.event_id = ?) AND ${countsForPromoter('t')}) AS applicants,
           (SELECT COUNT(*) FROM promotion_views v WHERE v.promoter_id = p.id) AS views
         FROM promoters p LEFT JOIN accounts a ON a.cellphone = p.cellphone
         ORDER BY applicants DESC, views DESC, p.id LIMIT 50`
  )
  return {
    promoterByScid: (scid: string) => promoterByScid.get(scid),
    /** Views and distinct visitors since an instant (ISO, or '0000' for all time). */
    viewTotals: (promoterId: number, since: string) => viewTotals.get(promoterId, since)!,
    /** Views and visitors per Beijing day since an instant, oldest first (days without views are missing). */
    viewsByDay: (promoterId: number, since: string) => viewsByDay.all(promoterId, since),
    applicantsSince: (promoterId: number, since: string) => applicantsSince.get(promoterId, since)!,
    /** Applicants of an event through the promoter's link. */
    applicantsOf: (eventId: number, promoterId: number) => applicantsOf.get(eventId, promoterId)!,
    /** Applicants through the promoter's link, of one event or all. */
    applicantsFor: (promoterId: number, eventId: number | null) => applicantsFor.get(promoterId, eventId, eventId)!,
    viewCount: (promoterId: number) => viewCount.get(promoterId)!,
    visitorCount: (promoterId: number) => visitorCount.get(promoterId)!,
    /** The visitor's views of the promoter since then: how many, and how many of this page. */
    recentViews: (promoterId: number, visitorKey: string, page: string, since: string) => recentViews.get(page, promoterId, visitorKey, since)!,
    /** Distinct visitors of the promoter, other than this one, counted from one (hashed) client address since then. */
    clientVisitors: (promoterId: number, clientKey: string, visitorKey: string, since: string) => clientVisitors.get(promoterId, clientKey, visitorKey, since)!,
    insertView: (v: NewView) => insertView.run(v),
    /** Stores the short link unless its keyword is taken. */
    keepLink: (keyword: string, contentId: number | null, target: string, title: string) => keepLink.run(keyword, contentId, target, title),
    linkTarget: (keyword: string) => linkTarget.get(keyword),
    /** The promoter's visits, newest first. */
    viewPage: <Out>(promoterId: number, query: PageQuery, map: (row: ViewRow) => Out) =>
      paged(db, `${VIEWS} WHERE v.promoter_id = ? ORDER BY v.created_at DESC, v.id DESC`, [promoterId], query, map),
    /** One row per visitor of the promoter: their latest visit. */
    visitorPage: <Out>(promoterId: number, query: PageQuery, map: (row: ViewRow) => Out) =>
      paged(
        db,
        `${VIEWS}
         WHERE v.id IN (SELECT MAX(id) FROM promotion_views WHERE promoter_id = ? GROUP BY visitor_key)
         ORDER BY v.created_at DESC, v.id DESC`,
        [promoterId],
        query,
        map
      ),
    /** Attendees of an event who came through the promoter's link. */
    promotedAttendeePage: <Out>(eventId: number, promoterId: number, query: PageQuery, map: (row: AttendeeRow) => Out) =>
      paged(db, `${ATTENDEES} event_id = ? AND promoter_id = ? ${NEWEST}`, [eventId, promoterId], query, map),
    /** Attendees of an event, of one audit status or all; of one promoter (came through their links) or everyone's (null). */
    attendeePage: <Out>(eventId: number, auditStatus: string | undefined, promoterId: number | null, query: PageQuery, map: (row: AttendeeRow) => Out) =>
      paged(
        db,
        `${ATTENDEES} event_id = ? AND (? IS NULL OR audit_status = ?) AND (? IS NULL OR promoter_id = ?) ${NEWEST}`,
        [eventId, auditStatus ?? null, auditStatus ?? null, promoterId, promoterId],
        query,
        map
      ),
    campaigns: () => campaigns.all(),
    tasks: () => tasks.all(),
    /** The first 50 promoters by applicants (of one event, or all) and views. */
    rank: (eventId: number | null) => rank.all(eventId, eventId)
  }
})
