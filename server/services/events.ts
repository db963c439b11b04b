import type { Attendee, CheckinStatistic, FormValue, Ticket } from '../../types/contract'
import type { Db } from '../db'
import type { AttendeeRow } from '../db/rows'
import { badRequest, conflict, forbidden, found, notFound } from '../lib/envelope'
import { code as randomCode, nowIso } from '../lib/random'
import { eventsRepo } from '../repositories/events'
import { waitlistRepo } from '../repositories/waitlist'
import { companyUserOf, promoterOf, type AccountRow, type PromoterRow } from './accounts'
import { getEntity, type EntityRow } from './content'
import { qrCodePath } from '../lib/signing'
import type { Ctx } from './context'
import { heldSeatsAt, seatFreed } from './waitlist'
import { ticketAnswers } from './ticket-answers'
import { inTransaction } from '../repositories/unit-of-work'

export type { AttendeeRow }

export function getEvent(db: Db, id: number): EntityRow {
  const row = getEntity(db, id)
  if (row.entity_type !== 'EVENT' && row.entity_type !== 'BAGEVENT') throw notFound('活动不存在')
  return row
}

/** Door staff: promoters and the company's own people (organisers) may check anyone in or out. */
export function isDoorStaff(db: Db, account: AccountRow): boolean {
  return !!promoterOf(db, account) || !!companyUserOf(db, account)
}

/** Check-in counts per event: promoters (the organiser side) see every event, others the events they attend. */
export function checkinStatisticsFor(db: Db, account: AccountRow): CheckinStatistic[] {
  const events = eventsRepo(db)
  return events.statsEvents(account.id, promoterOf(db, account)?.id ?? null).map(e => {
    const c = events.checkinCounts(e.id)
    return {
      eventId: e.id,
      title: e.title,
      registered: c.registered ?? 0,
      approved: c.approved ?? 0,
      checkedIn: c.checked_in ?? 0,
      signedOut: c.signed_out ?? 0,
      byHour: events.checkinsByHour(e.id)
    }
  })
}

/** A cellphone with its middle hidden (13800000000 → 138****0000), as attendee lists show it. */
export const maskPhone = (phone: string): string => (/^1\d{10}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone)

/** The answers with every cellphone masked (the sign-up form's phone field and any other answer that is a cellphone). */
function maskedValues(values: Record<string, FormValue>): Record<string, FormValue> {
  const out: Record<string, FormValue> = {}
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' ? maskPhone(v) : v
  return out
}

/**
 * Whose attendees a promoter may read, audit and edit: company staff (UC users) every event's; any other
 * promoter only those who came through their promotion links or whom they registered (promoter_id). The
 * schema links promoters to attendees, not to events, so "the events they promote" is read that way.
 */
export type AttendeeScope = 'all' | { promoterId: number }

export function attendeeScopeOf(db: Db, account: AccountRow, promoter: PromoterRow): AttendeeScope {
  return companyUserOf(db, account) ? 'all' : { promoterId: promoter.id }
}

/** True when the attendee is within the scope. */
export const inScope = (scope: AttendeeScope, a: Pick<AttendeeRow, 'promoter_id'>): boolean => scope === 'all' || a.promoter_id === scope.promoterId

/** An attendee as the API answers it; `masked` (lists) hides the middle of every cellphone. */
export function toAttendee(a: AttendeeRow, masked = false): Attendee {
  const values = JSON.parse(a.form_values) as Record<string, FormValue>
  return {
    attendeeId: a.id,
    eventId: a.event_id,
    accountId: a.account_id,
    name: a.name,
    cellphone: masked ? maskPhone(a.cellphone) : a.cellphone,
    company: a.company,
    title: a.title,
    auditStatus: a.audit_status,
    checkinStatus: a.checkin_status,
    checkinTime: a.checkin_time,
    signoutTime: a.signout_time,
    createdAt: a.created_at,
    values: masked ? maskedValues(values) : values,
    behalfBy: a.behalf_by,
    behalfConfirmed: a.behalf_by === null || a.behalf_confirmed_at !== null
  }
}

/** An attendee's ticket with its event, as every ticket answer starts from (404 when there is none). */
export const ticketViewOf = (db: Db, attendeeId: number) => found(eventsRepo(db).ticketView(attendeeId), '门票不存在')

/** What a Ticket and the door's DoorResult (which masks the phone) both say of a ticket: its event and when, its holder, where their registration stands. */
export function ticketBasics(t: ReturnType<typeof ticketViewOf>) {
  return {
    eventId: t.event_id,
    eventTitle: t.event_title,
    startTime: t.e_start,
    endTime: t.e_end,
    attendeeName: t.name,
    cellphone: t.cellphone,
    auditStatus: t.audit_status,
    checkinStatus: t.checkin_status,
    checkinTime: t.checkin_time
  }
}

export function ticketOf(db: Db, attendeeId: number): Ticket {
  const t = ticketViewOf(db, attendeeId)
  return {
    ticketId: t.ticket_id,
    code: t.code,
    ...ticketBasics(t),
    eventCover: t.event_cover,
    address: t.e_address,
    // The entry code is handed out once the registration is approved: the door turns away any other.
    qrCode: t.audit_status === 'APPROVED' ? qrCodePath(db, t.code) : null,
    answers: ticketAnswers(db, t.event_id, t.form_values)
  }
}

interface NewAttendee {
  event: EntityRow
  accountId: number
  name: string
  cellphone: string
  company?: string
  title?: string
  values?: Record<string, FormValue>
  behalfBy?: number | null
  promoterId?: number | null
  /**
   * With the waitlist on (its clock's now): seats offered to people on the waitlist are held for them until the
   * offer ends, and registering closes the account's own place in line (its offer taken).
   */
  waitlistNow?: number
}

/** Registers someone for an event (PENDING when the event needs audit) and issues a ticket with a unique code. */
export function createAttendee(db: Db, n: NewAttendee): AttendeeRow {
  const events = eventsRepo(db)
  if (events.registered(n.event.id, n.cellphone)) throw conflict('该手机号已报名此活动')
  if (n.event.capacity) {
    const taken = events.activeCount(n.event.id)
    // Seats held by others' running offers count as taken; the account's own offer is its seat.
    const held = n.waitlistNow === undefined ? 0 : waitlistRepo(db).held(n.event.id, n.waitlistNow, n.accountId)
    if (taken >= n.event.capacity) throw conflict('活动名额已满')
    if (taken + held >= n.event.capacity) throw conflict('活动名额已满：空出的名额已留给候补的人')
  }
  const attendeeId = events.insertAttendee({
    event_id: n.event.id,
    account_id: n.accountId,
    name: n.name,
    cellphone: n.cellphone,
    company: n.company ?? '',
    title: n.title ?? '',
    audit_status: n.event.needs_audit ? 'PENDING' : 'APPROVED',
    created_at: nowIso(),
    form_values: JSON.stringify(n.values ?? {}),
    behalf_by: n.behalfBy ?? null,
    promoter_id: n.promoterId ?? null
  })
  for (;;) {
    const code = randomCode(8)
    if (events.codeTaken(code)) continue
    events.insertTicket(attendeeId, code)
    break
  }
  if (n.waitlistNow !== undefined) waitlistRepo(db).accept(n.event.id, n.accountId, n.waitlistNow)
  return events.attendee(attendeeId)!
}

/** Refusals of an audit. */
const AUDIT_STAFF_ONLY = '报名由公司工作人员审核：你带来的报名不能由你本人审核'
const AUDIT_OWN_BEHALF = '不能审核你本人代报名的记录，请由其他工作人员审核'
const SEATS_HELD_FOR_WAITLIST = '名额已为候补保留，请稍后再审核'

/**
 * Approving registrations that were rejected takes their seats again: refused when the event has no seat for them,
 * counting seats held by running waitlist offers as taken (their holders were promised them).
 */
function checkSeatsForApproval(ctx: Pick<Ctx, 'db' | 'now' | 'extensions'>, event: EntityRow, attendeeIds: number[]): void {
  const events = eventsRepo(ctx.db)
  const back = events.rejectedAmong(event.id, attendeeIds)
  if (!back || !event.capacity) return
  const taken = events.activeCount(event.id)
  if (taken + back > event.capacity) throw conflict('活动名额已满，不能恢复已拒绝的报名')
  const at = heldSeatsAt(ctx)
  const held = at === undefined ? 0 : waitlistRepo(ctx.db).held(event.id, at)
  if (taken + held + back > event.capacity) throw conflict(SEATS_HELD_FOR_WAITLIST)
}

/**
 * Company staff approve or reject attendees of one event, all or none: an attendee outside the auditor's scope
 * counts as missing (ids reveal nothing). Nobody audits registrations they brought themselves: a promoter who is
 * not staff audits none (they see only those they brought), and staff not those they registered on someone's
 * behalf. A rejected registration gives its seat back: with the waitlist on, it is offered in this same
 * IMMEDIATE commit; approving a rejected one again needs a seat nobody else was promised. Answers how many changed.
 */
export function auditAttendees(
  ctx: Pick<Ctx, 'db' | 'now' | 'extensions' | 'waitlistOfferMs'>,
  auditor: { scope: AttendeeScope; accountId: number },
  eventId: number,
  attendeeIds: number[],
  auditType: 'APPROVE' | 'REJECT'
): number {
  const { db } = ctx
  const { scope } = auditor
  const events = eventsRepo(db)
  return inTransaction(
    db,
    () => {
      const event = getEvent(db, eventId)
      if (events.countInEvent(eventId, attendeeIds, scope === 'all' ? null : scope.promoterId) !== attendeeIds.length) {
        throw notFound('部分报名记录不存在或不属于该活动')
      }
      if (scope !== 'all') throw forbidden(AUDIT_STAFF_ONLY)
      if (events.behalfOfAmong(eventId, auditor.accountId, attendeeIds) > 0) throw forbidden(AUDIT_OWN_BEHALF)
      if (auditType === 'APPROVE') checkSeatsForApproval(ctx, event, attendeeIds)
      const changed = events.setAudit(eventId, attendeeIds, auditType === 'APPROVE' ? 'APPROVED' : 'REJECTED')
      if (auditType === 'REJECT' && changed > 0) seatFreed(ctx, eventId)
      return changed
    },
    'immediate'
  )
}

/**
 * Signs an account up for an event without a form (its own name and verified phone). IMMEDIATE: the seat count
 * and the new registration are one step for every process on the database.
 */
export function signUp(ctx: Pick<Ctx, 'db' | 'now' | 'extensions' | 'waitlistOfferMs'>, account: AccountRow, event: EntityRow): AttendeeRow {
  const { db } = ctx
  if (event.register_form_id) throw badRequest('该活动需要填写报名表单')
  if (Date.parse(event.end_time ?? '') < Date.now()) throw badRequest('活动已结束')
  if (!account.cellphone) throw badRequest('请先绑定手机号')
  return inTransaction(
    db,
    () =>
      createAttendee(db, {
        event,
        accountId: account.id,
        name: account.name || account.nick_name,
        cellphone: account.cellphone!,
        company: account.company,
        title: account.title,
        waitlistNow: heldSeatsAt(ctx)
      }),
    'immediate'
  )
}
