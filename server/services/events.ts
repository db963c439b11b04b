import type { Attendee, FormValue, Ticket } from '../../types/contract'
import type { Db } from '../db'
import type { AttendeeRow } from '../db/rows'
import { conflict, notFound } from '../lib/envelope'
import { code as randomCode, nowIso } from '../lib/random'
import { companyUserOf, promoterOf, type AccountRow } from './accounts'
import { getEntity, type EntityRow } from './content'

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
  const t = db
    .prepare(
      `SELECT t.id AS ticket_id, t.code, a.*, e.title AS event_title, e.cover AS event_cover, e.start_time AS e_start, e.end_time AS e_end, e.address AS e_address
       FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN entity_data e ON e.id = a.event_id WHERE a.id = ?`
    )
    .get(attendeeId) as
    | (AttendeeRow & {
        ticket_id: number
        code: string
        event_title: string
        event_cover: string
        e_start: string | null
        e_end: string | null
        e_address: string | null
      })
    | undefined
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
    checkinTime: t.checkin_time
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
  const dup = db.prepare("SELECT 1 FROM attendees WHERE event_id = ? AND cellphone = ? AND audit_status != 'REJECTED'").get(n.event.id, n.cellphone)
  if (dup) throw conflict('该手机号已报名此活动')
  if (n.event.capacity) {
    const count = db.prepare("SELECT COUNT(*) FROM attendees WHERE event_id = ? AND audit_status != 'REJECTED'").pluck().get(n.event.id) as number
    if (count >= n.event.capacity) throw conflict('活动名额已满')
  }
  const info = db
    .prepare(
      `INSERT INTO attendees (event_id, account_id, name, cellphone, company, title, audit_status, created_at, form_values, behalf_by, promoter_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .run(
      n.event.id,
      n.accountId,
      n.name,
      n.cellphone,
      n.company ?? '',
      n.title ?? '',
      n.event.needs_audit ? 'PENDING' : 'APPROVED',
      nowIso(),
      JSON.stringify(n.values ?? {}),
      n.behalfBy ?? null,
      n.promoterId ?? null
    )
  const attendeeId = Number(info.lastInsertRowid)
  for (;;) {
    const code = randomCode(8)
    if (db.prepare('SELECT 1 FROM tickets WHERE code = ?').get(code)) continue
    db.prepare('INSERT INTO tickets (attendee_id, code) VALUES (?, ?)').run(attendeeId, code)
    break
  }
  return db.prepare('SELECT * FROM attendees WHERE id = ?').get(attendeeId) as AttendeeRow
}
