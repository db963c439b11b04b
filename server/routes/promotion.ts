import type { FastifyInstance } from 'fastify'
import type { PromotionViewData, PromotionViewDetail, RankItem } from '../../types/contract'
import type { Db } from '../db'
import { paged, type PageQuery } from '../db/paged'
import type { PromotionCampaignRow, PromotionTaskRow, PromotionViewRow, ShortLinkRow } from '../db/rows'
import { ok, value } from '../lib/envelope'
import { id, int, obj, pageQuery } from '../lib/schema'
import { currentAccount, promoterOf, requirePromoter, type PromoterRow } from '../services/accounts'
import type { Ctx } from '../services/context'
import { originOf } from '../services/context'
import { getEvent, toAttendee } from '../services/events'
import { makePoster } from '../services/posters'

const day = (iso: string) => iso.slice(0, 10)

/** Views per day for a promoter since `since` (all time when null), zero-filled, oldest first. */
export function viewData(db: Db, promoter: PromoterRow, days: number | null): PromotionViewData {
  const since = days ? new Date(Date.now() - (days - 1) * 86400000).toISOString().slice(0, 10) : '0000'
  const totals = db
    .prepare('SELECT COUNT(*) AS pv, COUNT(DISTINCT visitor_key) AS uv FROM promotion_views WHERE promoter_id = ? AND created_at >= ?')
    .get(promoter.id, since) as { pv: number; uv: number }
  const rows = db
    .prepare(
      'SELECT substr(created_at, 1, 10) AS date, COUNT(*) AS pv, COUNT(DISTINCT visitor_key) AS uv FROM promotion_views WHERE promoter_id = ? AND created_at >= ? GROUP BY date ORDER BY date'
    )
    .all(promoter.id, since) as { date: string; pv: number; uv: number }[]
  const applicants = db.prepare('SELECT COUNT(*) FROM attendees WHERE promoter_id = ? AND created_at >= ?').pluck().get(promoter.id, since) as number
  let daily = rows
  if (days) {
    const byDate = new Map(rows.map(r => [r.date, r]))
    daily = []
    for (let i = days - 1; i >= 0; i--) {
      const d = day(new Date(Date.now() - i * 86400000).toISOString())
      daily.push(byDate.get(d) ?? { date: d, pv: 0, uv: 0 })
    }
  }
  return { pv: totals.pv, uv: totals.uv, applicants, daily }
}

/** A visit with its visitor's account fields (LEFT JOIN: null for anonymous visitors). */
type ViewRow = PromotionViewRow & { nick_name: string | null; avatar: string | null; cellphone: string | null }

/** Promotion links, statistics, applicants, campaigns, tasks and ranks. */
export function registerPromotion(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx
  const qr = (content: string) => `/api/open/qrCode/gen?content=${encodeURIComponent(content)}`

  const promotionUrl = (origin: string, promoter: PromoterRow, eventId?: number) => {
    const page = eventId ? `/pages/event/index?id=${eventId}&` : '/pages/index/index?'
    const url = `${origin}/web/h${page}utm_scid=${promoter.scid}&utm_source=promotion${eventId ? `&utm_entity_data_id=${eventId}` : ''}`
    const keyword = `p${promoter.id}${eventId ? `e${eventId}` : ''}`
    db.prepare('INSERT OR IGNORE INTO short_links (keyword, content_id, target, title, content) VALUES (?, ?, ?, ?, NULL)').run(
      keyword,
      eventId ?? null,
      url.slice(origin.length + '/web/h'.length),
      `${promoter.name}的推广链接`
    )
    return { url, shortUrl: `${origin}/s/${keyword}`, qrCode: qr(url), scid: promoter.scid }
  }

  app.get<{ Querystring: { eventId?: number } }>('/api/ca-open/v1/promote/getMyPromotionUrl', { schema: { querystring: obj({ eventId: id() }) } }, req => {
    const { promoter } = requirePromoter(db, req)
    if (req.query.eventId) getEvent(db, req.query.eventId)
    return ok(promotionUrl(originOf(ctx), promoter, req.query.eventId))
  })

  app.get('/api/ca-open/v1/promote/getMyPromotionPageViewData', req => ok(viewData(db, requirePromoter(db, req).promoter, null)))
  app.get<{ Querystring: { days?: number } }>(
    '/api/ca-open/v1/promote/myPromotionViewData',
    { schema: { querystring: obj({ days: int({ minimum: 1, maximum: 90 }) }) } },
    req => ok(viewData(db, requirePromoter(db, req).promoter, req.query.days ?? 7))
  )

  // The title of the content a visit landed on (its path carries ?id=), so promoters never read raw paths.
  const contentTitle = db.prepare('SELECT title FROM entity_data WHERE id = ?').pluck()
  const pageTitleOf = (page: string): string | null => {
    const m = /[?&]id=(\d+)/.exec(String(page || ''))
    return m ? ((contentTitle.get(Number(m[1])) as string | undefined) ?? null) : null
  }
  const viewOut = (v: ViewRow): PromotionViewDetail => ({
    id: v.id,
    visitorName: v.nick_name ?? `访客${String(v.visitor_key).slice(-4)}`,
    avatar: v.avatar ?? `/media/avatar/${encodeURIComponent('访客')}.svg`,
    page: v.page,
    time: v.created_at,
    pageTitle: pageTitleOf(v.page),
    visitorPhoneTail: v.cellphone ? String(v.cellphone).slice(-4) : null
  })

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca-open/v1/promote/myPromotionViewDetail', { schema: { querystring: pageQuery() } }, req => {
    const { promoter } = requirePromoter(db, req)
    return ok(
      paged(
        db,
        'SELECT v.*, a.nick_name, a.avatar, a.cellphone FROM promotion_views v LEFT JOIN accounts a ON a.id = v.account_id WHERE v.promoter_id = ? ORDER BY v.created_at DESC, v.id DESC',
        [promoter.id],
        req.query,
        viewOut
      )
    )
  })

  app.get<{ Querystring: { page?: number; size?: number } }>('/api/ca-open/v1/promote/getAccessList', { schema: { querystring: pageQuery() } }, req => {
    const { promoter } = requirePromoter(db, req)
    // One row per visitor: their latest visit.
    const sql = `SELECT v.*, a.nick_name, a.avatar, a.cellphone FROM promotion_views v LEFT JOIN accounts a ON a.id = v.account_id
         WHERE v.id IN (SELECT MAX(id) FROM promotion_views WHERE promoter_id = ? GROUP BY visitor_key)
         ORDER BY v.created_at DESC, v.id DESC`
    return ok(paged(db, sql, [promoter.id], req.query, viewOut))
  })

  app.get<{ Params: { eventId: number } }>(
    '/api/ca-open/v1/promote/select/numberOfApplicants/:eventId',
    { schema: { params: obj({ eventId: id() }, ['eventId']) } },
    req => {
      const { promoter } = requirePromoter(db, req)
      getEvent(db, req.params.eventId)
      return value(db.prepare('SELECT COUNT(*) FROM attendees WHERE event_id = ? AND promoter_id = ?').pluck().get(req.params.eventId, promoter.id) as number)
    }
  )

  app.get('/api/ca-open/v1/promote/getPromotionAccessCount', req => {
    const { promoter } = requirePromoter(db, req)
    return value(db.prepare('SELECT COUNT(*) FROM promotion_views WHERE promoter_id = ?').pluck().get(promoter.id) as number)
  })

  const attendeePage = (where: string, args: unknown[], query: PageQuery) =>
    paged(db, `SELECT * FROM attendees WHERE ${where} ORDER BY created_at DESC, id DESC`, args, query, toAttendee)

  app.get<{ Params: { eventId: number }; Querystring: { page?: number; size?: number } }>(
    '/api/ca-open/v1/promote/:eventId/submit/list',
    { schema: { params: obj({ eventId: id() }, ['eventId']), querystring: pageQuery() } },
    req => {
      const { promoter } = requirePromoter(db, req)
      getEvent(db, req.params.eventId)
      return ok(attendeePage('event_id = ? AND promoter_id = ?', [req.params.eventId, promoter.id], req.query))
    }
  )

  app.get<{ Params: { eventId: number }; Querystring: { page?: number; size?: number; auditStatus?: string } }>(
    '/api/ca-open/v1/promote/getApplicantsList/:eventId',
    {
      schema: {
        params: obj({ eventId: id() }, ['eventId']),
        querystring: pageQuery({ auditStatus: { type: 'string', enum: ['', 'PENDING', 'APPROVED', 'REJECTED'] } })
      }
    },
    req => {
      requirePromoter(db, req)
      getEvent(db, req.params.eventId)
      const args: unknown[] = [req.params.eventId]
      let where = 'event_id = ?'
      if (req.query.auditStatus) {
        where += ' AND audit_status = ?'
        args.push(req.query.auditStatus)
      }
      return ok(attendeePage(where, args, req.query))
    }
  )

  app.get('/api/ca-open/v1/promote/campaigns', req => {
    requirePromoter(db, req)
    const rows = db.prepare('SELECT * FROM promotion_campaigns ORDER BY start_time DESC').all() as PromotionCampaignRow[]
    return ok(
      rows.map(c => ({
        id: c.id,
        title: c.title,
        cover: c.cover,
        eventId: c.event_id,
        startTime: c.start_time,
        endTime: c.end_time,
        applicants: c.event_id
          ? (db.prepare("SELECT COUNT(*) FROM attendees WHERE event_id = ? AND audit_status != 'REJECTED'").pluck().get(c.event_id) as number)
          : 0
      }))
    )
  })

  app.get('/api/ca-open/v1/promote/tasks', req => {
    const { promoter } = requirePromoter(db, req)
    const rows = db
      .prepare('SELECT t.*, c.event_id FROM promotion_tasks t JOIN promotion_campaigns c ON c.id = t.campaign_id ORDER BY t.id')
      .all() as (PromotionTaskRow & { event_id: number | null })[]
    return ok(
      rows.map(t => {
        const done =
          t.metric === 'APPLICANTS'
            ? (db
                .prepare('SELECT COUNT(*) FROM attendees WHERE promoter_id = ? AND (? IS NULL OR event_id = ?)')
                .pluck()
                .get(promoter.id, t.event_id, t.event_id) as number)
            : t.metric === 'VISITORS'
              ? (db.prepare('SELECT COUNT(DISTINCT visitor_key) FROM promotion_views WHERE promoter_id = ?').pluck().get(promoter.id) as number)
              : (db.prepare('SELECT COUNT(*) FROM promotion_views WHERE promoter_id = ?').pluck().get(promoter.id) as number)
        return {
          id: t.id,
          title: t.title,
          description: t.description,
          target: t.target,
          done: Math.min(done, t.target),
          reward: t.reward,
          status: done >= t.target ? 'DONE' : 'DOING'
        }
      })
    )
  })

  app.get<{ Querystring: { eventId?: number } }>('/api/open/v1/promotionEvent/rank', { schema: { querystring: obj({ eventId: id() }) } }, req => {
    const eventId = req.query.eventId
    if (eventId) getEvent(db, eventId)
    const me = currentAccount(db, req)
    const mine = me ? promoterOf(db, me) : undefined
    // By applicants through the link (for an event), then by views.
    const rows = db
      .prepare(
        `SELECT p.*, a.id AS account_id, a.avatar,
           (SELECT COUNT(*) FROM attendees t WHERE t.promoter_id = p.id AND (? IS NULL OR t.event_id = ?)) AS applicants,
           (SELECT COUNT(*) FROM promotion_views v WHERE v.promoter_id = p.id) AS views
         FROM promoters p LEFT JOIN accounts a ON a.cellphone = p.cellphone
         ORDER BY applicants DESC, views DESC, p.id LIMIT 50`
      )
      .all(eventId ?? null, eventId ?? null) as (PromoterRow & { account_id: number | null; avatar: string | null; applicants: number; views: number })[]
    const list: RankItem[] = rows.map((r, i) => ({
      rank: i + 1,
      accountId: r.account_id ?? 0,
      name: r.name,
      avatar: r.avatar ?? `/media/avatar/${encodeURIComponent(r.name)}.svg`,
      count: eventId ? r.applicants : r.applicants || r.views,
      isMe: !!mine && mine.id === r.id
    }))
    return ok(list)
  })

  app.get<{ Querystring: { eventId?: number } }>(
    '/api/ca-open/v1/promotionEvent/getMyPoster',
    { schema: { querystring: obj({ eventId: id() }) } },
    async req => {
      const { promoter } = requirePromoter(db, req)
      const event = req.query.eventId ? getEvent(db, req.query.eventId) : null
      const { url } = promotionUrl(originOf(ctx), promoter, event?.id)
      return ok(
        await makePoster(ctx, {
          title: event?.title ?? ((db.prepare('SELECT name FROM company LIMIT 1').pluck().get() as string) || '官网'),
          summary: event?.summary ?? '扫码了解更多',
          link: url,
          seed: event?.content_key ?? `promoter-${promoter.id}`,
          footer: `${promoter.name} 邀请你参加`
        })
      )
    }
  )

  app.get<{ Params: { keyword: string } }>('/s/:keyword', (req, reply) => {
    const row = /^[\w-]{1,40}$/.test(req.params.keyword)
      ? (db.prepare('SELECT target FROM short_links WHERE keyword = ?').get(req.params.keyword) as Pick<ShortLinkRow, 'target'> | undefined)
      : undefined
    if (!row) return reply.redirect('/web/h/')
    const target = String(row.target)
    if (target.startsWith('/') && !target.startsWith('//')) return reply.redirect(`/web/h${target}`)
    return reply.redirect('/web/h/pages/link-open/index?keyword=' + encodeURIComponent(req.params.keyword))
  })
}
