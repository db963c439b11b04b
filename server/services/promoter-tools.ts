import type {
  Attendee,
  Page,
  PromotionCampaign,
  PromotionMetric,
  PromotionTask,
  PromotionUrl,
  PromotionViewData,
  PromotionViewDetail,
  RankItem
} from '../../types/contract'
import { BASE_PATH, pageUrl, Routes } from '../../src/shared/routes'
import type { Db } from '../db'
import type { PageQuery } from '../db/paged'
import { qrCodePath } from '../lib/signing'
import { companyRepo } from '../repositories/company'
import { contentRepo } from '../repositories/content'
import { eventsRepo } from '../repositories/events'
import { funnelRepo } from '../repositories/funnel'
import { postersRepo } from '../repositories/posters'
import { promotionRepo, type ViewRow } from '../repositories/promotion'
import { avatarUrl, type AccountRow, type PromoterRow } from './accounts'
import type { Ctx } from './context'
import type { EntityRow } from './content'
import { attendeeScopeOf, toAttendee } from './events'
import { trendDays } from './funnel'
import { contentPoster, type PosterInput } from './posters'
import { withEdits } from './registration'

/**
 * A promoter's 浏览量 (views), 访客数 (distinct visitors) and 报名人数 of the last `days` Beijing days (all time when
 * null), with the views per Beijing day, zero-filled, oldest first: the same days and definitions as the funnel's.
 */
export function viewData(db: Db, promoter: PromoterRow, days: number | null, now: number): PromotionViewData {
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
export function promotionUrl(db: Db, origin: string, promoter: PromoterRow, eventId?: number): PromotionUrl {
  const attribution = { utm_scid: promoter.scid, utm_source: 'promotion', utm_entity_data_id: eventId }
  const page = eventId ? pageUrl(Routes.event, { id: eventId, ...attribution }) : pageUrl(Routes.home, attribution)
  const url = origin + BASE_PATH + page
  const keyword = `p${promoter.id}${eventId ? `e${eventId}` : ''}`
  promotionRepo(db).keepLink(keyword, eventId ?? null, page, `${promoter.name}的推广链接`)
  return { url, shortUrl: `${origin}/s/${keyword}`, qrCode: qrCodePath(db, url), scid: promoter.scid }
}

/** A visit through a promoter's link, with the title of the content it landed on (so promoters never read raw paths). */
export function viewOut(db: Db, v: ViewRow): PromotionViewDetail {
  const m = /[?&]id=(\d+)/.exec(String(v.page || ''))
  return {
    id: v.id,
    visitorName: v.nick_name ?? `访客${String(v.visitor_key).slice(-4)}`,
    avatar: v.avatar ?? avatarUrl('访客'),
    page: v.page,
    time: v.created_at,
    pageTitle: m ? (contentRepo(db).entityTitle(Number(m[1])) ?? null) : null,
    visitorPhoneTail: v.cellphone ? String(v.cellphone).slice(-4) : null
  }
}

/** The promotion campaigns, each with its event's active registrations. */
export function campaignsOf(db: Db): PromotionCampaign[] {
  return promotionRepo(db)
    .campaigns()
    .map(c => ({
      id: c.id,
      title: c.title,
      cover: c.cover,
      eventId: c.event_id,
      startTime: c.start_time,
      endTime: c.end_time,
      applicants: c.event_id ? eventsRepo(db).activeCount(c.event_id) : 0
    }))
}

/**
 * The promotion tasks with how far this promoter got. With extension `funnel` a task says what it counts (an extra
 * field; the shape stays the spec's when off).
 */
export function tasksOf(ctx: Pick<Ctx, 'db' | 'extensions'>, promoter: PromoterRow): PromotionTask[] {
  const promotion = promotionRepo(ctx.db)
  const funnel = funnelRepo(ctx.db)
  const withMetric = ctx.extensions.has('funnel')
  return promotion.tasks().map(t => {
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
}

/**
 * The promoters' rank for an event (all events: null), `mine` marked. When the campaign's tasks count check-ins (any
 * campaign's, for the overall rank), so does the rank: people who came, then registrations; views never rank there,
 * so made-up visits win nothing. Else by applicants through the link (for an event), then by views.
 */
export function rankOf(ctx: Pick<Ctx, 'db' | 'extensions'>, eventId: number | null, mine: PromoterRow | undefined): RankItem[] {
  const funnel = funnelRepo(ctx.db)
  if (funnel.countsCheckins(eventId)) {
    return funnel.rankByCheckins(eventId).map((r, i): RankItem => {
      const item: RankItem = {
        rank: i + 1,
        accountId: r.account_id ?? 0,
        name: r.name,
        avatar: r.avatar ?? avatarUrl(r.name),
        count: r.checkins,
        isMe: !!mine && mine.id === r.id
      }
      if (ctx.extensions.has('funnel')) item.metric = 'CHECKINS'
      return item
    })
  }
  return promotionRepo(ctx.db)
    .rank(eventId)
    .map((r, i) => ({
      rank: i + 1,
      accountId: r.account_id ?? 0,
      name: r.name,
      avatar: r.avatar ?? avatarUrl(r.name),
      count: eventId ? r.applicants : r.applicants || r.views,
      isMe: !!mine && mine.id === r.id
    }))
}

/**
 * The promoter's invite poster: the event's poster when there is one, else an invitation to the website. It has no
 * template choice: it wears the first share template.
 */
export function invitePoster(db: Db, promoter: PromoterRow, event: EntityRow | null, link: string): PosterInput {
  const template = postersRepo(db).templates()[0] ?? { background: '', color: '', accent: '' }
  return event
    ? contentPoster(event, promoter, link, template)
    : {
        byline: `${promoter.name} 邀请你访问`,
        title: companyRepo(db).company()?.name || '官网',
        summary: '文章、活动、课程与资料，一站获取',
        link,
        footer: '扫码访问官网',
        template
      }
}

/**
 * The registrations of an event a promoter may see, phones masked: company staff every attendee, other promoters
 * those of their own links (`auditStatus` narrows them).
 */
export function applicantPageOf(
  ctx: Pick<Ctx, 'db' | 'extensions'>,
  who: { account: AccountRow; promoter: PromoterRow },
  eventId: number,
  auditStatus: string | undefined,
  query: PageQuery
): Page<Attendee> {
  const scope = attendeeScopeOf(ctx.db, who.account, who.promoter)
  const promoterId = scope === 'all' ? null : scope.promoterId
  return promotionRepo(ctx.db).attendeePage(eventId, auditStatus, promoterId, query, a => withEdits(ctx, toAttendee(a, true), true))
}
