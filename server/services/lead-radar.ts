import type { FastifyRequest } from 'fastify'
import type {
  FormField,
  FormValue,
  LeadCategory,
  LeadChannel,
  LeadList,
  LeadReason,
  LeadScorePoint,
  LeadSheet,
  LeadSubscribeBody,
  LeadSummary,
  LeadTimelineItem,
  MyData
} from '../../types/contract'
import type { Db } from '../db'
import type { LeadRow } from '../db/rows'
import { forbidden, notFound } from '../lib/envelope'
import { escapeHtml } from '../lib/html'
import { nowIso, token } from '../lib/random'
import { leadConsentsRepo } from '../repositories/lead-consents'
import { leadRadarRepo, type LeadListRow } from '../repositories/lead-radar'
import { noticesRepo } from '../repositories/notices'
import { outboxRepo } from '../repositories/outbox'
import { atomically, inTransaction } from '../repositories/unit-of-work'
import {
  categoryOfEntity,
  consentedPhone,
  decayOf,
  LEAD_CATEGORY_LABELS,
  LEAD_NEW_DAYS,
  LEAD_SCORING,
  pointsOf,
  scoreAt,
  scoresSeenAt,
  topCategoryOf,
  totalOf,
  type LeadAction,
  type ScoredAction
} from '../../src/shared/lead-score'
import { appPageUrl, pageUrl, Routes } from '../../src/shared/routes'
import { companyUserOf, promoterOf, requireAccount, type AccountRow, type PromoterRow } from './accounts'
import type { Ctx } from './context'
import { maskPhone } from './events'

/**
 * The lead radar (extension `leadRadar`): each visitor the company reached gets a timeline read from the records
 * the server keeps, a score per interest by the rules of src/shared/lead-score.ts, and the promoter who brought them
 * (company staff for the others) a notice when they turn hot. A promoter sees the leads they brought, staff all.
 *
 * When scoring runs: a pass (the scheduler's round, and before each read of the radar) rescores only the accounts
 * with a record written since the last pass, each from its own records; the score is kept by category as of that
 * moment and decays on read, so nobody is rescored just because time passed (docs/decisions.md "Lead radar"); a lead
 * is rescored once a day besides, so what left the retention window stops counting.
 */
type RadarCtx = Pick<Ctx, 'db' | 'now' | 'analyticsStore'>

const DAY_MS = 86_400_000
/** A pass reads records written a little before the last one ended too: a transaction may commit just after its record's time. */
const OVERLAP_MS = 10_000
/** The radar lists the warmest this many; the CSV has them all. */
const LIST_LIMIT = 100
const TIMELINE_LIMIT = 100
const HISTORY_DAYS = 14
const NOTICE_GAP_MS = DAY_MS
/** Leads rescored per pass only because a day passed (the rest wait for the next pass). */
const RESCORE_PER_PASS = 200

const CHANNEL_LABELS: Record<LeadChannel, string> = {
  link: '推广链接',
  share: '分享/海报',
  card: '名片',
  assistant: '智能助手',
  direct: '直接访问'
}

const LEAD_NOT_FOUND = '线索不存在'
const STAFF_ONLY_ALL = '只有公司员工可以查看全部线索'
const STAFF_ONLY_EXPORT = '只有公司员工可以导出线索'

const iso = (ms: number) => new Date(ms).toISOString()
const bjDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)
const round1 = (n: number) => Math.round(n * 10) / 10
const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text)

/** An action of the timeline: what the rules score, and what the sheet says of it. */
interface TimelineAction extends LeadAction {
  detail: string
  seconds: number | null
}

/** A reason kept with the score: its weight at `scored_at`. */
interface StoredReason {
  kind: LeadReason['kind']
  title: string
  category: LeadCategory
  at: string
  weight: number
}

/** Who brought the lead, as the server recorded it. */
interface LeadSource {
  promoterId: number | null
  channel: LeadChannel
}

/** What the latest forms gave: name, company, and a phone given with consent to be contacted. */
interface LeadContact {
  name: string
  company: string
  cellphone: string | null
}

/** The first instant whose records are read: the retention window (ANALYTICS_RETENTION_DAYS), or the last clearing if later. */
function windowStart(ctx: RadarCtx, clearedAt: string | null): string {
  const retention = iso(ctx.now() - ctx.analyticsStore.retentionDays * DAY_MS)
  return clearedAt && clearedAt > retention ? clearedAt : retention
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T
  } catch {
    return fallback
  }
}

/** The page a view without content was of: its title, else the last part of its path. */
const pageName = (title: string | null, path: string | null) =>
  title ||
  (path ?? '')
    .replace(/\/index$/, '')
    .split('/')
    .pop() ||
  '页面'

/** The account's timeline since `since`, scored, newest first; who brought them; what their forms gave. */
function timelineOf(db: Db, accountId: number, since: string): { actions: ScoredAction<TimelineAction>[]; source: LeadSource; contact: LeadContact } {
  const repo = leadRadarRepo(db)
  const r = repo.records(accountId, since)
  const ms = (at: string) => Date.parse(at)
  const actions: TimelineAction[] = []
  const add = (a: Omit<TimelineAction, 'detail' | 'seconds'> & Partial<Pick<TimelineAction, 'detail' | 'seconds'>>) =>
    actions.push({ detail: '', seconds: null, ...a })

  const seconds = new Map(r.durations.map(d => [d.page_id, d.seconds]))
  const ids = [...new Set(r.views.map(v => v.content_id).filter((id): id is number => !!id))]
  const entities = new Map(repo.entities(ids).map(e => [e.id, e]))
  for (const v of r.views) {
    const e = v.content_id ? entities.get(v.content_id) : undefined
    add({
      kind: 'view',
      at: ms(v.at),
      category: categoryOfEntity(e?.entity_type),
      title: `浏览「${clip(e?.title ?? pageName(v.title, v.path), 40)}」`,
      seconds: v.page_id ? (seconds.get(v.page_id) ?? null) : null
    })
  }
  for (const d of r.downloads) {
    add({ kind: 'download', at: ms(d.at), category: categoryOfEntity(d.entity_type), title: `下载「${clip(d.file_name, 40)}」`, detail: d.content_title })
  }
  const contact: LeadContact = { name: '', company: '', cellphone: null }
  for (const s of r.submissions) {
    const fields = parse<FormField[]>(s.fields, [])
    const values = parse<Record<string, FormValue>>(s.form_values, {})
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
    contact.name = text(values.name) || contact.name
    const companyField = fields.find(f => f.type === 'COMPANY')
    contact.company = (companyField && text(values[companyField.key])) || contact.company
    contact.cellphone = consentedPhone(fields, values) ?? contact.cellphone
    // A form that made a registration is scored as the registration.
    if (s.ticket_id !== null) continue
    add({
      kind: 'form',
      at: ms(s.at),
      category: categoryOfEntity(s.entity_type) ?? LEAD_SCORING.actions.form.category,
      title: `提交「${clip(s.form_title, 30)}」`,
      detail: s.content_title ?? ''
    })
  }
  for (const a of r.registrations) {
    if (a.unconfirmed_behalf) continue
    if (a.at >= since) add({ kind: 'register', at: ms(a.at), category: 'events', title: `报名「${clip(a.event_title, 40)}」` })
    if (a.checkin_time && a.checkin_time >= since) {
      add({ kind: 'checkin', at: ms(a.checkin_time), category: 'events', title: `到场签到「${clip(a.event_title, 40)}」` })
    }
  }
  for (const q of r.questions) {
    const at = ms(q.at)
    // The content the assistant showed with its answer: the question was about it.
    const shown = r.impressions.filter(i => i.shown_at >= at && i.shown_at <= at + 120_000)
    add({
      kind: 'ask',
      at,
      category: categoryOfEntity(shown[0]?.entity_type) ?? LEAD_SCORING.actions.ask.category,
      title: `问智能助手：“${clip(q.content.trim(), 30)}”`,
      detail: shown.length ? `推荐：${shown.map(i => `「${clip(i.content_title, 20)}」`).join('')}` : ''
    })
  }
  for (const l of r.learning) {
    add({ kind: 'learn', at: ms(l.at), category: 'courses', title: `学习「${clip(l.course_title, 40)}」`, detail: `${l.item_title} · ${l.percent}%` })
  }
  for (const f of r.favorites) {
    add({ kind: 'favorite', at: ms(f.at), category: categoryOfEntity(f.entity_type), title: `收藏「${clip(f.content_title, 40)}」` })
  }
  for (const l of r.lotteries) {
    add({
      kind: 'lottery',
      at: ms(l.at),
      category: LEAD_SCORING.actions.lottery.category,
      title: `参与抽奖「${clip(l.title, 30)}」`,
      detail: l.win && l.prize ? `抽中：${l.prize}` : '未中奖'
    })
  }
  for (const p of r.points) {
    add({ kind: 'points', at: ms(p.at), category: LEAD_SCORING.actions.points.category, title: `获得 ${p.change} 积分`, detail: p.reason })
  }
  for (const c of r.cardViews) {
    add({ kind: 'card', at: ms(c.at), category: LEAD_SCORING.actions.card.category, title: `查看${c.owner_name}的名片` })
  }

  // Who brought them: the earliest touch a promoter has (a counted visit through their link, a registration or form
  // through it, their card); else the card of a colleague, the assistant, or nothing (a direct visit).
  const touches: { promoterId: number | null; channel: LeadChannel; at: string }[] = []
  const firstTagged = r.views.filter(v => v.track && new URLSearchParams(v.track).get('utm_scid')).sort((a, b) => a.at.localeCompare(b.at))[0]
  const linkChannel: LeadChannel = firstTagged && new URLSearchParams(firstTagged.track!).get('utm_source') !== 'promotion' ? 'share' : 'link'
  for (const t of r.promotionTouches) touches.push({ promoterId: t.promoter_id, channel: linkChannel, at: t.at })
  for (const a of r.registrations) {
    if (a.promoter_id !== null && !a.unconfirmed_behalf) touches.push({ promoterId: a.promoter_id, channel: 'link', at: a.at })
    if (a.source === 'ai_assistant') touches.push({ promoterId: null, channel: 'assistant', at: a.at })
  }
  for (const s of r.submissions) if (s.promoter_id !== null) touches.push({ promoterId: s.promoter_id, channel: 'link', at: s.at })
  for (const c of r.cardViews) touches.push({ promoterId: c.promoter_id, channel: 'card', at: c.at })
  for (const q of r.questions) touches.push({ promoterId: null, channel: 'assistant', at: q.at })
  touches.sort((a, b) => a.at.localeCompare(b.at))
  const first = touches.find(t => t.promoterId !== null) ?? touches[0]
  const source: LeadSource = first ? { promoterId: first.promoterId, channel: first.channel } : { promoterId: null, channel: 'direct' }

  const scored = pointsOf(actions).sort((a, b) => b.at - a.at)
  return { actions: scored, source, contact }
}

const scoresOf = (row: Pick<LeadRow, LeadCategory>): Record<LeadCategory, number> => ({
  events: row.events,
  products: row.products,
  courses: row.courses,
  content: row.content
})

/** The recipients of a lead's notice: the promoter who brought them, else (or when they have no account) the company's people. */
function noticeRecipients(db: Db, promoterId: number | null): number[] {
  const repo = leadRadarRepo(db)
  const promoter = promoterId === null ? undefined : repo.promoterAccount(promoterId)
  return promoter ? [promoter] : repo.staffAccounts()
}

function hotNoticeHtml(leadId: number, s: LeadSummary): string {
  const top = s.topCategory ? `，最关注${LEAD_CATEGORY_LABELS[s.topCategory]}` : ''
  const why = s.why.map(w => escapeHtml(w.title)).join('；')
  return (
    `<p><strong>${escapeHtml(s.name)}</strong>（${s.channelLabel}）的线索分值升到 <strong>${s.score}</strong>${top}。</p>` +
    (why ? `<p>主要因为：${why}</p>` : '') +
    `<p><a href="${appPageUrl(Routes.promoLeads, { id: leadId })}">查看线索</a></p>`
  )
}

/**
 * Rescores one account from its own records (one IMMEDIATE transaction, so two passes at once notify once): the
 * company's people and promoters are no leads, nor is an account without a scored action or a touch. When the
 * score crosses the hot threshold, and the lead had no notice in the last 24 h, the promoter who brought them (else
 * the company's people) gets one. `notify` false: the first pass after the extension came on scores what happened
 * before without a notice for it.
 */
function scoreLead(ctx: RadarCtx, accountId: number, notify: boolean): boolean {
  const { db } = ctx
  const repo = leadRadarRepo(db)
  return atomically(ctx, now => {
    const who = repo.person(accountId)
    if (!who || who.staff || who.promoter) {
      repo.deleteLeadOf(accountId)
      return false
    }
    const { actions, source, contact } = timelineOf(db, accountId, windowStart(ctx, repo.clearedAt(accountId)))
    const prev = repo.leadOf(accountId)
    const score = scoreAt(actions, now)
    const promoterId = prev?.promoter_id ?? source.promoterId
    const channel = prev?.promoter_id != null ? prev.channel : source.channel
    if (!actions.length || (score.total <= 0 && promoterId === null && channel === 'direct')) {
      repo.deleteLeadOf(accountId)
      return false
    }
    const times = actions.map(a => a.at)
    const firstSeen = iso(Math.min(...times))
    const reasons: StoredReason[] = score.weights
      .slice(0, 10)
      .map(w => ({ kind: w.kind, title: w.title, category: w.category!, at: iso(w.at), weight: w.weight }))
    const row: Omit<LeadRow, 'id' | 'notified_at'> = {
      account_id: accountId,
      promoter_id: promoterId,
      channel,
      first_seen_at: prev && prev.first_seen_at < firstSeen ? prev.first_seen_at : firstSeen,
      last_action_at: iso(Math.max(...times)),
      contact_name: contact.name,
      contact_company: contact.company,
      contact_cellphone: contact.cellphone,
      ...score.scores,
      reasons: JSON.stringify(reasons),
      scored_at: now
    }
    const leadId = repo.save(row)
    const before = prev ? totalOf(scoresSeenAt(scoresOf(prev), prev.scored_at, now)) : 0
    const crossed = score.total >= LEAD_SCORING.hotThreshold && before < LEAD_SCORING.hotThreshold
    if (!notify || !crossed || (prev?.notified_at != null && now - prev.notified_at < NOTICE_GAP_MS)) return false
    const summary = summaryOf(repo.byId(leadId, '')!, now)
    const notices = noticesRepo(db)
    for (const to of noticeRecipients(db, promoterId)) {
      notices.insert(to, `线索升温：${summary.name}`, hotNoticeHtml(leadId, summary), iso(now))
      queueHotLeadMessage(db, to, leadId, summary, now)
    }
    repo.setNotified(leadId, now)
    return true
  })
}

/**
 * The hot-lead subscribe message to a recipient who accepted it on a mini-program: queued in the notice's
 * transaction, one acceptance used (one acceptance, one message); none left, the in-app notice alone.
 */
function queueHotLeadMessage(db: Db, to: number, leadId: number, s: LeadSummary, now: number): void {
  const consent = leadConsentsRepo(db).use(to, now)
  if (!consent) return
  outboxRepo(db).insert({
    accountId: to,
    platform: consent.platform,
    templateId: consent.template_id,
    page: pageUrl(Routes.promoLeads, { id: leadId }).slice(1),
    // Neutral fields; the sender maps them onto the template's keywords (docs/server.md "Subscribe messages").
    data: { leadName: s.name, score: String(s.score), reason: s.why[0]?.title ?? '', status: '线索升温' },
    waitlistEntryId: null,
    now
  })
}

/** Acceptances of the hot-lead message one account may keep unused: the next few hot leads, not a store of them. */
const CONSENTS_KEPT = 20

/**
 * A 热线索提醒 tap on a mini-program: the hot-lead template accepted there allows one message (the platforms'
 * subscriptions are one-time), kept until a lead of the viewer's turns hot. Another id, or none configured, keeps
 * nothing. Answers how many messages the viewer's acceptances allow now.
 */
export function subscribeHotLeads(ctx: Pick<Ctx, 'db' | 'now' | 'subscribeTemplates'>, viewer: RadarViewer, body: LeadSubscribeBody): { left: number } {
  const repo = leadConsentsRepo(ctx.db)
  const template = ctx.subscribeTemplates[body.platform].hotLead
  const id = viewer.account.id
  return inTransaction(
    ctx.db,
    () => {
      if (template && body.subscribed.includes(template) && repo.unused(id) < CONSENTS_KEPT) repo.add(id, body.platform, template, ctx.now())
      return { left: repo.unused(id) }
    },
    'immediate'
  )
}

/**
 * One scoring pass: the accounts with a record written since the last pass (less OVERLAP_MS) are rescored, then
 * what the retention window no longer covers is forgotten. The scheduler runs it each round and every read of the
 * radar before answering. Answers how many accounts were rescored and how many hot-lead notices went out.
 */
export function refreshLeads(ctx: RadarCtx): { scored: number; notified: number } {
  const { db } = ctx
  const repo = leadRadarRepo(db)
  // Records carry the wall clock's time (nowIso), so the pass's mark does too; the rules run on ctx.now.
  const startedAt = Date.now()
  const scanned = repo.scannedTo()
  const since = scanned ? iso(Date.parse(scanned) - OVERLAP_MS) : windowStart(ctx, null)
  let scored = 0
  let notified = 0
  // Besides the accounts with new records, those not rescored for a day: actions that left the window stop counting.
  const stale = repo.scoredBefore(ctx.now() - DAY_MS, RESCORE_PER_PASS)
  for (const accountId of new Set([...repo.touchedSince(since), ...stale])) {
    scored++
    if (scoreLead(ctx, accountId, scanned !== null)) notified++
  }
  const forgetBefore = ctx.now() - ctx.analyticsStore.retentionDays * DAY_MS
  inTransaction(db, () => {
    repo.setScannedTo(iso(startedAt))
    repo.prune(iso(forgetBefore))
  })
  return { scored, notified }
}

/** A lead as the radar lists it, its score seen at `now`. */
function summaryOf(row: LeadListRow, now: number): LeadSummary {
  const scores = scoresSeenAt(scoresOf(row), row.scored_at, now)
  const total = totalOf(scores)
  const why: LeadReason[] = parse<StoredReason[]>(row.reasons, [])
    .map(r => ({ kind: r.kind, title: r.title, category: r.category, at: r.at, points: r.weight * decayOf(r.category, now - row.scored_at) }))
    .sort((a, b) => b.points - a.points)
    .slice(0, 3)
    .map(r => ({ ...r, points: round1(r.points) }))
  const rounded = {
    events: Math.round(scores.events),
    products: Math.round(scores.products),
    courses: Math.round(scores.courses),
    content: Math.round(scores.content)
  }
  return {
    leadId: row.id,
    name: row.name || row.contact_name || row.nick_name,
    avatar: row.avatar,
    cellphone: row.contact_cellphone ?? (row.cellphone ? maskPhone(row.cellphone) : null),
    contactConsent: row.contact_cellphone !== null,
    company: row.company || row.contact_company,
    channel: row.channel,
    channelLabel: CHANNEL_LABELS[row.channel],
    promoterName: row.promoter_name,
    score: Math.round(total),
    scores: rounded,
    topCategory: topCategoryOf(scores),
    why,
    hot: total >= LEAD_SCORING.hotThreshold,
    firstSeenAt: row.first_seen_at,
    lastActionAt: row.last_action_at,
    isNew: now - Date.parse(row.first_seen_at) < LEAD_NEW_DAYS * DAY_MS
  }
}

/** Who is reading the radar: a promoter (their own leads), company staff (every lead), or both. */
export interface RadarViewer {
  account: AccountRow
  promoter: PromoterRow | null
  staff: boolean
}

/** The radar's reader, or 401 without an account and 403 "需要渠道伙伴权限" for anyone who is neither promoter nor staff. */
export function radarViewer(db: Db, req: FastifyRequest): RadarViewer {
  const account = requireAccount(db, req)
  const promoter = promoterOf(db, account) ?? null
  const staff = !!companyUserOf(db, account)
  if (!promoter && !staff) throw forbidden()
  return { account, promoter, staff }
}

/** The scope asked for, as the viewer may see it: a promoter their own leads, staff everyone's (or their own). */
function scopeOf(viewer: RadarViewer, asked: 'mine' | 'all' | undefined): { scope: 'mine' | 'all'; promoterId: number | null } {
  if (!viewer.staff) {
    if (asked === 'all') throw forbidden(STAFF_ONLY_ALL)
    return { scope: 'mine', promoterId: viewer.promoter!.id }
  }
  const scope = viewer.promoter ? (asked ?? 'mine') : 'all'
  return { scope, promoterId: scope === 'mine' ? viewer.promoter!.id : null }
}

/** The radar's filters: one interest (its score sorts), and those first seen this week. */
interface LeadFilters {
  scope?: 'mine' | 'all'
  category?: LeadCategory
  fresh?: boolean
}

function filtered(ctx: RadarCtx, viewer: RadarViewer, f: LeadFilters): { scope: 'mine' | 'all'; leads: LeadSummary[] } {
  refreshLeads(ctx)
  const { scope, promoterId } = scopeOf(viewer, f.scope)
  const now = ctx.now()
  const key = (s: LeadSummary) => (f.category ? s.scores[f.category] : s.score)
  const leads = leadRadarRepo(ctx.db)
    .inScope(promoterId, windowStart(ctx, null))
    .map(row => summaryOf(row, now))
    .filter(s => (!f.category || s.scores[f.category] > 0) && (!f.fresh || s.isNew))
    .sort((a, b) => key(b) - key(a) || b.lastActionAt.localeCompare(a.lastActionAt) || b.leadId - a.leadId)
  return { scope, leads }
}

/** 线索雷达: the viewer's leads, warmest first (by one interest's score when filtered by it). */
export function leadList(ctx: RadarCtx & Pick<Ctx, 'subscribeTemplates'>, viewer: RadarViewer, f: LeadFilters): LeadList {
  const { scope, leads } = filtered(ctx, viewer, f)
  const templates = ctx.subscribeTemplates
  return {
    scope,
    canSeeAll: viewer.staff,
    canExport: viewer.staff,
    hotThreshold: LEAD_SCORING.hotThreshold,
    retentionDays: ctx.analyticsStore.retentionDays,
    total: leads.length,
    leads: leads.slice(0, LIST_LIMIT),
    hotLeadMessages: {
      templates: { weapp: templates.weapp.hotLead, tt: templates.tt.hotLead },
      left: leadConsentsRepo(ctx.db).unused(viewer.account.id)
    }
  }
}

const timelineItems = (actions: ScoredAction<TimelineAction>[]): LeadTimelineItem[] =>
  actions.slice(0, TIMELINE_LIMIT).map(a => ({
    kind: a.kind,
    title: a.title,
    detail: a.detail,
    category: a.category,
    at: iso(a.at),
    seconds: a.seconds,
    points: a.points
  }))

/**
 * The score at the end of each of the last HISTORY_DAYS Beijing days (today: now), replayed from the timeline: what
 * the lead had done by then, decayed to then. Actions forgotten (retention, 清除) are not in it.
 */
function historyOf(actions: ScoredAction<TimelineAction>[], now: number): LeadScorePoint[] {
  const out: LeadScorePoint[] = []
  for (let i = HISTORY_DAYS - 1; i >= 0; i--) {
    const date = bjDay(now - i * DAY_MS)
    // Today is the score now, whatever it holds (a record may carry a time a moment after the rules' clock).
    const end = i === 0 ? now : Date.parse(`${date}T23:59:59.999+08:00`)
    out.push({ date, score: Math.round(scoreAt(i === 0 ? actions : actions.filter(a => a.at <= end), end).total) })
  }
  return out
}

/** A lead's sheet: 404 "线索不存在" for a lead the viewer may not see, as for one that does not exist. */
export function leadSheet(ctx: RadarCtx, viewer: RadarViewer, leadId: number): LeadSheet {
  refreshLeads(ctx)
  const repo = leadRadarRepo(ctx.db)
  const row = repo.byId(leadId, windowStart(ctx, null))
  if (!row || !(viewer.staff || (viewer.promoter && row.promoter_id === viewer.promoter.id))) throw notFound(LEAD_NOT_FOUND)
  const now = ctx.now()
  const { actions } = timelineOf(ctx.db, row.account_id, windowStart(ctx, repo.clearedAt(row.account_id)))
  return { ...summaryOf(row, now), timeline: timelineItems(actions), history: historyOf(actions, now) }
}

/** A CSV cell: quoted when it holds a comma, quote or line break; one starting with = + - @ (or a tab, a CR) is prefixed with ' so no spreadsheet runs it. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const CSV_HEAD = ['姓名', '手机号', '公司', '来源', '渠道伙伴', '分值', '活动', '产品', '课程', '内容', '主要原因', '首次到访', '最近行为']

/** The viewer's leads (every one matching the filters, not only the first 100) as CSV for a spreadsheet: company staff only. */
export function leadsCsv(ctx: RadarCtx, viewer: RadarViewer, f: LeadFilters): string {
  if (!viewer.staff) throw forbidden(STAFF_ONLY_EXPORT)
  const { leads } = filtered(ctx, viewer, f)
  const lines = [
    CSV_HEAD,
    ...leads.map(s => [
      s.name,
      s.cellphone,
      s.company,
      s.channelLabel,
      s.promoterName ?? '',
      s.score,
      s.scores.events,
      s.scores.products,
      s.scores.courses,
      s.scores.content,
      s.why.map(w => w.title).join('；'),
      s.firstSeenAt,
      s.lastActionAt
    ])
  ].map(cells => cells.map(csvCell).join(','))
  // The byte-order mark makes spreadsheet apps read the Chinese as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`
}

/** 我的数据: what the radar reads about the signed-in visitor, who follows them up, and their score. */
export function myData(ctx: RadarCtx, account: AccountRow): MyData {
  refreshLeads(ctx)
  const repo = leadRadarRepo(ctx.db)
  const clearedAt = repo.clearedAt(account.id)
  const { actions } = timelineOf(ctx.db, account.id, windowStart(ctx, clearedAt))
  const counts = (Object.keys(LEAD_SCORING.actions) as (keyof typeof LEAD_SCORING.actions)[])
    .map(kind => ({ kind, label: LEAD_SCORING.actions[kind].label, count: actions.filter(a => a.kind === kind).length }))
    .filter(c => c.count > 0)
  const lead = repo.leadOf(account.id)
  const now = ctx.now()
  const scores = lead ? scoresSeenAt(scoresOf(lead), lead.scored_at, now) : null
  const promoter = lead?.promoter_id != null ? repo.promoterName(lead.promoter_id) : null
  return {
    retentionDays: ctx.analyticsStore.retentionDays,
    counts,
    timeline: timelineItems(actions),
    score: scores ? Math.round(totalOf(scores)) : null,
    scores: scores && {
      events: Math.round(scores.events),
      products: Math.round(scores.products),
      courses: Math.round(scores.courses),
      content: Math.round(scores.content)
    },
    followedBy: lead ? (promoter ? `渠道伙伴 ${promoter}` : '公司员工') : null,
    clearedAt
  }
}

/**
 * 我的数据 › 清除: the score, the account's analytics and card views go; records older than now (its
 * tickets, forms, points) are no longer read, though they stay where they are. What it does from now on is read again.
 */
export function clearMyData(ctx: RadarCtx, account: AccountRow): MyData {
  inTransaction(ctx.db, () => leadRadarRepo(ctx.db).clear(account.id, nowIso(), `cleared:${token(8)}`), 'immediate')
  return myData(ctx, account)
}

/** A signed-in visitor opened a colleague's business card (the card's owner, when a promoter, brought them). */
export function noteCardView(ctx: Pick<Ctx, 'db' | 'extensions'>, viewer: AccountRow, companyUserId: number): void {
  if (!ctx.extensions.has('leadRadar')) return
  const at = Date.now()
  leadRadarRepo(ctx.db).recordCardView(viewer.id, companyUserId, bjDay(at), iso(at))
}
