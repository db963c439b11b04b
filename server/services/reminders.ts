import type { ReminderPlan, SubscribePlatform } from '../../types/contract'
import { formatZoned } from '../../src/shared/format'
import { escapeHtml } from '../lib/html'
import { eventsRepo } from '../repositories/events'
import { noticesRepo } from '../repositories/notices'
import { outboxRepo } from '../repositories/outbox'
import { remindersRepo, type DueSubscription, type ReminderKind } from '../repositories/reminders'
import type { Ctx } from './context'
import { inTransaction } from '../repositories/unit-of-work'
import { appPageUrl, Routes } from '../../src/shared/routes'

/**
 * Event reminders (issue #29 item 3, extension `reminders`): an account that asked for them (subscribeNotice)
 * gets a notice in 我的 → 通知 24 hours and 1 hour before its event starts, with a link to its ticket. The
 * scheduler sends what is due; `reminders_sent` keeps what was sent, so a restart or a second process never
 * sends one twice (the row's primary key decides who sends). On a mini-program, a visitor who accepted the
 * reminder's subscribe message in the tap (WX_/TT_TMPL_EVENT_REMINDER) also gets that message with the first
 * reminder sent after, through the outbox.
 */
type RemindersCtx = Pick<Ctx, 'db' | 'now'>

const HOUR = 3600_000
/** How long before the start each reminder is due, latest first. */
const REMINDER_LEAD: Record<ReminderKind, number> = { T24H: 24 * HOUR, T1H: HOUR }

/**
 * The reminder due now for an event starting in `msLeft`: the hour reminder in the last hour, else the day
 * reminder in the day before. One that was missed (the server was down for its whole window) is not sent late.
 */
export function dueKind(msLeft: number): ReminderKind | null {
  if (msLeft <= 0) return null
  if (msLeft <= REMINDER_LEAD.T1H) return 'T1H'
  if (msLeft <= REMINDER_LEAD.T24H) return 'T24H'
  return null
}

const TITLES: Record<ReminderKind, string> = { T24H: '活动提醒：24 小时内开始', T1H: '活动提醒：1 小时内开始' }

function reminderHtml(sub: DueSubscription, ticketId: number | undefined): string {
  const when = `${formatZoned(sub.start_time, 'M月D日 HH:mm')}（北京时间）`
  const link = ticketId
    ? `<a href="${appPageUrl(Routes.accountTicketDetail, { id: ticketId })}">查看门票</a>`
    : `<a href="${appPageUrl(Routes.event, { id: sub.event_id })}">查看活动</a>`
  return (
    `<p>你订阅的「${escapeHtml(sub.title)}」将于 <strong>${when}</strong> 开始。</p>` +
    (sub.address ? `<p>地点：${escapeHtml(sub.address)}</p>` : '') +
    `<p>${link}</p>`
  )
}

/**
 * The mini-program consent a subscribeNotice carries: the platform whose configured reminder template is among
 * the ids the visitor accepted (the two platforms' template ids differ); null when none is.
 */
function reminderConsent(ctx: Pick<Ctx, 'subscribeTemplates'>, templateIds: string[]): { platform: SubscribePlatform; template: string } | null {
  for (const platform of ['weapp', 'tt'] as const) {
    const template = ctx.subscribeTemplates[platform].eventReminder
    if (template && templateIds.includes(template)) return { platform, template }
  }
  return null
}

/**
 * subscribeNotice: the account asks for the event's reminders (the notices, on every platform). `templateIds` are
 * what the visitor accepted in the tap, stored as sent; a configured reminder template among them is kept as the
 * consent for one subscribe message. Asking again without one keeps an unused consent.
 */
export function subscribeToReminders(ctx: RemindersCtx & Pick<Ctx, 'subscribeTemplates'>, accountId: number, eventId: number, templateIds: string[]): void {
  const consent = reminderConsent(ctx, templateIds)
  inTransaction(ctx.db, () => {
    eventsRepo(ctx.db).subscribe(accountId, eventId, JSON.stringify(templateIds))
    if (consent) remindersRepo(ctx.db).consent(accountId, eventId, consent.platform, consent.template, ctx.now())
  })
}

/** Where a reminder sends the visitor in the mini-program: the ticket, or the event without one. */
const reminderPage = (sub: DueSubscription, ticketId: number | undefined) =>
  ticketId ? `pages/account/tickets/detail/index?id=${ticketId}` : `pages/event/index?id=${sub.event_id}`

/**
 * The reminder's subscribe message, when the subscription holds an unused consent: queued in the reminder's
 * transaction, which uses the consent (one acceptance, one message: the first reminder after it was given).
 */
function queueReminderMessage(ctx: RemindersCtx, sub: DueSubscription, kind: ReminderKind, ticketId: number | undefined, now: number): void {
  const consent = remindersRepo(ctx.db).useConsent(sub.account_id, sub.event_id, now)
  if (!consent) return
  outboxRepo(ctx.db).insert({
    accountId: sub.account_id,
    platform: consent.platform,
    templateId: consent.template,
    page: reminderPage(sub, ticketId),
    // Neutral fields; the sender maps them onto the template's keywords (docs/server.md "Subscribe messages").
    data: {
      eventTitle: sub.title,
      startTime: `${formatZoned(sub.start_time ?? '', 'YYYY-MM-DD HH:mm')}（北京时间）`,
      address: sub.address ?? '',
      status: kind === 'T1H' ? '活动将在 1 小时内开始' : '活动将在 24 小时内开始'
    },
    waitlistEntryId: null,
    now
  })
}

/** Sends every reminder that is due and not sent yet; answers how many were sent. Each in its own transaction. */
export function sendDueReminders(ctx: RemindersCtx): number {
  const { db } = ctx
  const repo = remindersRepo(db)
  const now = ctx.now()
  let sent = 0
  for (const sub of repo.startingWithinADay(new Date(now).toISOString())) {
    const kind = dueKind(Date.parse(sub.start_time ?? '') - now)
    if (!kind) continue
    const claimed = inTransaction(
      db,
      () => {
        if (!repo.claim(sub.account_id, sub.event_id, kind, now)) return false
        const ticketId = repo.ticketOf(sub.event_id, sub.account_id)
        const noticeId = noticesRepo(db).insert(sub.account_id, TITLES[kind], reminderHtml(sub, ticketId), new Date(now).toISOString())
        repo.setNotice(sub.account_id, sub.event_id, kind, noticeId)
        queueReminderMessage(ctx, sub, kind, ticketId, now)
        return true
      },
      'immediate'
    )
    if (claimed) sent++
  }
  return sent
}

/**
 * When the account's reminders for an event come (or came), whether it asked for them, and the reminder's
 * subscribe-message template on each mini-program (the app asks for it in the 订阅活动提醒 tap).
 */
export function reminderPlan(ctx: RemindersCtx & Pick<Ctx, 'subscribeTemplates'>, eventId: number, startTime: string | null, accountId: number): ReminderPlan {
  const repo = remindersRepo(ctx.db)
  const start = Date.parse(startTime ?? '')
  const sent = new Map(repo.sent(accountId, eventId).map(r => [r.kind, r]))
  return {
    eventId,
    subscribed: repo.subscribed(accountId, eventId),
    reminders: Number.isFinite(start)
      ? (['T24H', 'T1H'] as const).map(kind => ({ kind, at: new Date(start - REMINDER_LEAD[kind]).toISOString(), sent: sent.has(kind) }))
      : [],
    subscribeTemplates: ctx.subscribeTemplates
  }
}
