import { Type } from 'typebox'
import type { PromotionMetric, PromotionTask, PromotionViewData, PromotionViewDetail, RankItem } from '../../types/contract'
import type { Db } from '../db'
import { ok, value } from '../lib/envelope'
import { id, int, obj, oneOf, pageQuery } from '../lib/schema'
import { contentRepo } from '../repositories/content'
import { companyRepo } from '../repositories/company'
import { eventsRepo } from '../repositories/events'
import { funnelRepo } from '../repositories/funnel'
import { promotionRepo, type ViewRow } from '../repositories/promotion'
import { avatarUrl, currentAccount, promoterOf, type PromoterRow } from '../services/accounts'
import { defineRoutes, routeGroup } from './plugin'
import { originOf } from '../services/context'
import { attendeeScopeOf, getEvent, toAttendee } from '../services/events'
import { contentPoster, makePoster, posterCharge } from '../services/posters'
import { withEdits } from '../services/registration'
import { trendDays } from '../services/funnel'
import { postersRepo } from '../repositories/posters'
import { qrCodePath } from '../lib/signing'
import { APP_ROOT, appPageUrl, BASE_PATH, pageUrl, Routes } from '../../src/shared/routes'

/**
 * A promoter's 浏览量 (views), 访客数 (distinct visitors) and 报名人数 of the last `days` Beijing days (all time when
 * null), with the views per Beijing day, zero-filled, oldest first: the same days and definitions as the funnel's.
 */
function viewData(db: Db, promoter: PromoterRow, days: number | null, now: number): PromotionViewData {
  const period = days ? trendDays(days, now) : null
  const since = period?.since ?? '0000'
  const promotion = promotionRepo(db)
  const totals = promotion.viewTotals(promoter.id, since)
  const rows = promotion.viewsByDay(promoter.id, since)
  const applicants = promotion.applicantsSince(promoter.id, since)
  const byDate = new Map(rows.map(r => [r.date, r]))
  const daily = period ? period.dates.map(date => byDate.get(date) ?? { date, pv: 0, uv: 0 }) : rows
  return { pv: totals.pv, uv: totals.uv, applicants, daily }
}

/** A promoter's link (to an event, or home) with its short link and QR code; the short link is kept for /s/:keyword. */
function promotionUrl(db: Db, origin: string, promoter: PromoterRow, eventId?: number) {
  const attribution = { utm_scid: promoter.scid, utm_source: 'promotion', utm_entity_data_id: eventId }
  const page = eventId ? pageUrl(Routes.event, { id: eventId, ...attribution }) : pageUrl(Routes.home, attribution)
  const url = origin + BASE_PATH + page
  const keyword = `p${promoter.id}${eventId ? `e${eventId}` : ''}`
  promotionRepo(db).keepLink(keyword, eventId ?? null, page, `${promoter.name}的推广链接`)
  return { url, shortUrl: `${origin}/s/${keyword}`, qrCode: qrCodePath(db, url), scid: promoter.scid }
}

/** The promoter's own tools (promote/**, promotionEvent/getMyPoster): promoters only. */
const promoterRoutes = defineRoutes({ only: 'promoter' }, ({ ctx, db, asPromoter }) => {
  const promotion = promotionRepo(db)

  asPromoter.get(
    '/api/ca-open/v1/promote/getMyPromotionUrl',
    { schema: { summary: 'PromotionUrl', description: '?eventId [promoter]', querystring: obj({ eventId: id() }) } },
    (req, { promoter }) => {
      if (req.query.eventId) getEvent(db, req.query.eventId)
      return ok(promotionUrl(db, originOf(ctx, req), promoter, req.query.eventId))
    }
  )

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

  // The title of the content a visit landed on (its path carries ?id=), so promoters never read raw paths.
  const content = contentRepo(db)
  const pageTitleOf = (page: string): string | null => {
    const m = /[?&]id=(\d+)/.exec(String(page || ''))
    return m ? (content.entityTitle(Number(m[1])) ?? null) : null
  }
  const viewOut = (v: ViewRow): PromotionViewDetail => ({
    id: v.id,
    visitorName: v.nick_name ?? `访客${String(v.visitor_key).slice(-4)}`,
    avatar: v.avatar ?? avatarUrl('访客'),
    page: v.page,
    time: v.created_at,
    pageTitle: pageTitleOf(v.page),
    visitorPhoneTail: v.cellphone ? String(v.cellphone).slice(-4) : null
  })

  asPromoter.get(
    '/api/ca-open/v1/promote/myPromotionViewDetail',
    { schema: { summary: 'Page<PromotionViewDetail>', description: '?page&size [promoter]', querystring: pageQuery() } },
    (req, { promoter }) => ok(promotion.viewPage(promoter.id, req.query, viewOut))
  )

  asPromoter.get(
    '/api/ca-open/v1/promote/getAccessList',
    { schema: { summary: 'Page<PromotionViewDetail>', description: '?page&size [promoter]', querystring: pageQuery() } },
    (req, { promoter }) => {
      // One row per visitor: their latest visit.
      return ok(promotion.visitorPage(promoter.id, req.query, viewOut))
    }
  )

  asPromoter.get(
    '/api/ca-open/v1/promote/select/numberOfApplicants/:eventId',
    { schema: { summary: '209 number', description: '[promoter]', params: obj({ eventId: id() }, ['eventId']) } },
    (req, { promoter }) => {
      getEvent(db, req.params.eventId)
      return value(promotion.applicantsOf(req.params.eventId, promoter.id))
    }
  )

  asPromoter.get('/api/ca-open/v1/promote/getPromotionAccessCount', { schema: { summary: '209 number', description: '[promoter]' } }, (_req, { promoter }) =>
    value(promotion.viewCount(promoter.id))
  )

  asPromoter.get(
    '/api/ca-open/v1/promote/:eventId/submit/list',
    {
      schema: {
        summary: 'Page<Attendee> (submissions through my link)',
        description: '?page&size [promoter]',
        params: obj({ eventId: id() }, ['eventId']),
        querystring: pageQuery()
      }
    },
    (req, { promoter }) => {
      getEvent(db, req.params.eventId)
      return ok(promotion.promotedAttendeePage(req.params.eventId, promoter.id, req.query, a => withEdits(ctx, toAttendee(a, true), true)))
    }
  )

  asPromoter.get(
    '/api/ca-open/v1/promote/getApplicantsList/:eventId',
    {
      schema: {
        summary: 'Page<Attendee> (all attendees of the event)',
        description: '?page&size&auditStatus [promoter]',
        params: obj({ eventId: id() }, ['eventId']),
        querystring: pageQuery({ auditStatus: oneOf(['', 'PENDING', 'APPROVED', 'REJECTED']) })
      }
    },
    (req, { account, promoter }) => {
      getEvent(db, req.params.eventId)
      // Company staff see every attendee, other promoters those of their own links; phones masked.
      const scope = attendeeScopeOf(db, account, promoter)
      const promoterId = scope === 'all' ? null : scope.promoterId
      return ok(
        promotion.attendeePage(req.params.eventId, req.query.auditStatus || undefined, promoterId, req.query, a => withEdits(ctx, toAttendee(a, true), true))
      )
    }
  )

  asPromoter.get('/api/ca-open/v1/promote/campaigns', { schema: { summary: 'PromotionCampaign[]', description: '(ours) [promoter]' } }, () => {
    return ok(
      promotion.campaigns().map(c => ({
        id: c.id,
        title: c.title,
        cover: c.cover,
        eventId: c.event_id,
        startTime: c.start_time,
        endTime: c.end_time,
        applicants: c.event_id ? eventsRepo(db).activeCount(c.event_id) : 0
      }))
    )
  })

  const funnel = funnelRepo(db)
  // Extension `funnel`: answers say what a task or rank counts (extra fields; the shapes stay the spec's when off).
  const withMetric = ctx.extensions.has('funnel')

  asPromoter.get('/api/ca-open/v1/promote/tasks', { schema: { summary: 'PromotionTask[]', description: '(ours) [promoter]' } }, (_req, { promoter }) =>
    ok(
      promotion.tasks().map(t => {
        // A task counted by check-ins counts the people the promoter brought who came to the door: views can be
        // made up, a check-in at the door cannot (views stay the default for tasks stored before).
        const done =
          t.metric === 'CHECKINS'
            ? funnel.checkinsFor(promoter.id, t.event_id)
            : t.metric === 'APPLICANTS'
              ? promotion.applicantsFor(promoter.id, t.event_id)
              : t.metric === 'VISITORS'
                ? promotion.visitorCount(promoter.id)
                : promotion.viewCount(promoter.id)
        const task: PromotionTask = {
          id: t.id,
          title: t.title,
          description: t.description,
          target: t.target,
          done: Math.min(done, t.target),
          reward: t.reward,
          status: done >= t.target ? 'DONE' : 'DOING'
        }
        if (withMetric) task.metric = (['VIEWS', 'VISITORS', 'APPLICANTS', 'CHECKINS'].includes(t.metric) ? t.metric : 'VIEWS') as PromotionMetric
        return task
      })
    )
  )

  asPromoter.get(
    '/api/ca-open/v1/promotionEvent/getMyPoster',
    { schema: { summary: 'PosterResult', description: '?eventId [promoter]', querystring: obj({ eventId: id() }) } },
    async (req, { account, promoter }) => {
      const event = req.query.eventId ? getEvent(db, req.query.eventId) : null
      const { url } = promotionUrl(db, originOf(ctx, req), promoter, event?.id)
      // The invite poster has no template choice: it wears the first share template.
      const template = postersRepo(db).templates()[0] ?? { background: '', color: '', accent: '' }
      return ok(
        await makePoster(
          ctx,
          event
            ? contentPoster(event, promoter, url, template)
            : {
                byline: `${promoter.name} 邀请你访问`,
                title: companyRepo(db).company()?.name || '官网',
                summary: '文章、活动、课程与资料，一站获取',
                link: url,
                footer: '扫码访问官网',
                template
              },
          posterCharge(ctx, req, account)
        )
      )
    }
  )
})

/** The promoters' rank and the short links (/s/:keyword), open to anyone. */
const publicRoutes = defineRoutes(({ app, ctx, db }) => {
  const promotion = promotionRepo(db)
  const funnel = funnelRepo(db)
  const withMetric = ctx.extensions.has('funnel')

  app.get(
    '/api/open/v1/promotionEvent/rank',
    { schema: { summary: 'RankItem[] (isMe set when a token is sent)', description: '?eventId', querystring: obj({ eventId: id() }) } },
    req => {
      const eventId = req.query.eventId
      if (eventId) getEvent(db, eventId)
      const me = currentAccount(db, req)
      const mine = me ? promoterOf(db, me) : undefined
      // When the campaign's tasks count check-ins (any campaign's, for the overall rank), so does the rank: people
      // who came, then registrations; views never rank there, so made-up visits win nothing.
      if (funnel.countsCheckins(eventId ?? null)) {
        return ok(
          funnel.rankByCheckins(eventId ?? null).map((r, i): RankItem => {
            const item: RankItem = {
              rank: i + 1,
              accountId: r.account_id ?? 0,
              name: r.name,
              avatar: r.avatar ?? avatarUrl(r.name),
              count: r.checkins,
              isMe: !!mine && mine.id === r.id
            }
            if (withMetric) item.metric = 'CHECKINS'
            return item
          })
        )
      }
      // By applicants through the link (for an event), then by views.
      const list: RankItem[] = promotion.rank(eventId ?? null).map((r, i) => ({
        rank: i + 1,
        accountId: r.account_id ?? 0,
        name: r.name,
        avatar: r.avatar ?? avatarUrl(r.name),
        count: eventId ? r.applicants : r.applicants || r.views,
        isMe: !!mine && mine.id === r.id
      }))
      return ok(list)
    }
  )

  app.get('/s/:keyword', { schema: { params: obj({ keyword: Type.String() }, ['keyword']) } }, (req, reply) => {
    const row = /^[\w-]{1,40}$/.test(req.params.keyword) ? promotion.linkTarget(req.params.keyword) : undefined
    if (!row) return reply.redirect(APP_ROOT)
    const target = String(row.target)
    if (target.startsWith('/') && !target.startsWith('//')) return reply.redirect(BASE_PATH + target)
    return reply.redirect(appPageUrl(Routes.linkOpen, { keyword: req.params.keyword }))
  })
})

/** Promotion links, statistics, applicants, campaigns, tasks and ranks. */
export const promotionRoutes = routeGroup(promoterRoutes, publicRoutes)
