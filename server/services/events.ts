import type { Attendee, FormValue, Ticket } from '../../types/contract'
import type { Db } from '../db'
import type { AttendeeRow } from '../db/rows'
import { conflict, notFound } from '../lib/envelope'
import { code as randomCode, nowIso } from '../lib/random'
import { eventsRepo } from '../repositories/events'
import { companyUserOf, promoterOf, type AccountRow } from './accounts'
import { getEntity, type EntityRow } from './content'
import { qrCodePath } from '../lib/signing'

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

export function toAttendee(a: AttendeeRow): Attendee {
  return {
    attendeeId: a.id,
    eventId: a.event_id,
    accountId: a.account_id,
    name: a.name,
    cellphone: a.cellphone,
    company: a.company,
    title: a.title,
    auditStatus: a.audit_status,
    checkinStatus: a.checkin_status,
    checkinTime: a.checkin_time,
    signoutTime: a.signout_time,
    createdAt: a.created_at,
    values: JSON.parse(a.form_values) as Record<string, FormValue>,
    behalfBy: a.behalf_by
  }
}

export function ticketOf(db: Db, attendeeId: number): Ticket {
  const t = eventsRepo(db).ticketView(attendeeId)
  if (!t) throw notFound('门票不存在')
  return {
    ticketId: t.ticket_id,
    code: t.code,
    eventId: t.event_id,
    eventTitle: t.event_title,
    eventCover: t.event_cover,
    startTime: t.e_start ?? '',
    endTime: t.e_end ?? '',
    address: t.e_address ?? '',
    attendeeName: t.name,
    cellphone: t.cellphone,
    auditStatus: t.audit_status,
    checkinStatus: t.checkin_status,
    checkinTime: t.checkin_time,
    qrCode: qrCodePath(db, t.code)
  }
}

export interface NewAttendee {
  event: EntityRow
  accountId: number
  name: string
  cellphone: string
  company?: string
  title?: string
  values?: Record<string, FormValue>
  behalfBy?: number | null
  promoterId?: number | null
}

/** Registers someone for an event (PENDING when the event needs audit) and issues a ticket with a unique code. */
export function createAttendee(db: Db, n: NewAttendee): AttendeeRow {
  const events = eventsRepo(db)
  if (events.registered(n.event.id, n.cellphone)) throw conflict('该手机号已报名此活动')
  if (n.event.capacity && events.activeCount(n.event.id) >= n.event.capacity) throw conflict('活动名额已满')
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
  return events.attendee(attendeeId)!
}
