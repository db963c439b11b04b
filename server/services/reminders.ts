import type { ReminderPlan } from '../../types/contract'
import { formatZoned } from '../../src/shared/format'
import { escapeHtml } from '../lib/html'
import { noticesRepo } from '../repositories/notices'
import { remindersRepo, type DueSubscription, type ReminderKind } from '../repositories/reminders'
import type { Ctx } from './context'

/**
 * Event reminders (issue #29 item 3, extension `reminders`): an account that asked for them (subscribeNotice)
 * gets a notice in 我的 → 通知 24 hours and 1 hour before its event starts, with a link to its ticket. The
 * scheduler sends what is due; `reminders_sent` keeps what was sent, so a restart or a second process never
 * sends one twice (the row's primary key decides who sends).
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
    ? `<a href="/web/h/pages/account/tickets/detail/index?id=${ticketId}">查看门票</a>`
    : `<a href="/web/h/pages/event/index?id=${sub.event_id}">查看活动</a>`
  return (
    `<p>你订阅的「${escapeHtml(sub.title)}」将于 <strong>${when}</strong> 开始。</p>` +
    (sub.address ? `<p>地点：${escapeHtml(sub.address)}</p>` : '') +
    `<p>${link}</p>`
  )
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
    const claimed = db
      .transaction(() => {
        if (!repo.claim(sub.account_id, sub.event_id, kind, now)) return false
        const html = reminderHtml(sub, repo.ticketOf(sub.event_id, sub.account_id))
        const noticeId = noticesRepo(db).insert(sub.account_id, TITLES[kind], html, new Date(now).toISOString())
        repo.setNotice(sub.account_id, sub.event_id, kind, noticeId)
        return true
      })
      .immediate()
    if (claimed) sent++
  }
  return sent
}

/** When the account's reminders for an event come (or came), and whether it asked for them. */
export function reminderPlan(ctx: RemindersCtx, eventId: number, startTime: string | null, accountId: number): ReminderPlan {
  const repo = remindersRepo(ctx.db)
  const start = Date.parse(startTime ?? '')
  const sent = new Map(repo.sent(accountId, eventId).map(r => [r.kind, r]))
  return {
    eventId,
    subscribed: repo.subscribed(accountId, eventId),
    reminders: Number.isFinite(start)
      ? (['T24H', 'T1H'] as const).map(kind => ({ kind, at: new Date(start - REMINDER_LEAD[kind]).toISOString(), sent: sent.has(kind) }))
      : []
  }
}
