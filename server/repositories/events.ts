import type { AttendeeRow, DoorLogRow, EntityRow } from '../db/rows'
import { perDb } from './per-db'

/** A ticket with its attendee and the event's title, cover, times and address (what a Ticket shows). */
type TicketViewRow = AttendeeRow & {
  ticket_id: number
  code: string
  event_title: string
  event_cover: string
  /** The event's start, end and address: '' where not set, as tickets answer them. */
  e_start: string
  e_end: string
  e_address: string
}

type NewAttendeeRow = Omit<AttendeeRow, 'id' | 'checkin_status' | 'checkin_time' | 'signout_time' | 'source' | 'behalf_confirmed_at'>

/** Whose registrations a lookup may find: anyone's (door staff) or only those of this account or cellphone. */
type AttendeeScope = 'anyone' | { accountId: number; cellphone: string }

interface CheckinCounts {
  registered: number
  approved: number | null
  checked_in: number | null
  signed_out: number | null
}

/** Events' attendees, tickets, door operations, audit, subscriptions and check-in statistics. */
export const eventsRepo = perDb(db => {
  const attendee = db.prepare<[number], AttendeeRow>('SELECT * FROM attendees WHERE id = ?')
  const contentExists = db.prepare<[number], number>('SELECT 1 FROM entity_data WHERE id = ?').pluck()
  const event = db.prepare<[number], EntityRow>("SELECT * FROM entity_data WHERE id = ? AND entity_type = 'EVENT'")
  const ticketView = db.prepare<[number], TicketViewRow>(
    `SELECT t.id AS ticket_id, t.code, a.*, e.title AS event_title, e.cover AS event_cover, COALESCE(e.start_time, '') AS e_start, COALESCE(e.end_time, '') AS e_end,
       COALESCE(e.address, '') AS e_address
     FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN entity_data e ON e.id = a.event_id WHERE a.id = ?`
  )
  const registered = db.prepare<[number, string], number>("SELECT 1 FROM attendees WHERE event_id = ? AND cellphone = ? AND audit_status != 'REJECTED'").pluck()
  const activeCount = db.prepare<[number], number>("SELECT COUNT(*) FROM attendees WHERE event_id = ? AND audit_status != 'REJECTED'").pluck()
  const insertAttendee = db.prepare<NewAttendeeRow>(
    `INSERT INTO attendees (event_id, account_id, name, cellphone, company, title, audit_status, created_at, form_values, behalf_by, promoter_id)
     VALUES (@event_id, @account_id, @name, @cellphone, @company, @title, @audit_status, @created_at, @form_values, @behalf_by, @promoter_id)`
  )
  const codeTaken = db.prepare<[string], number>('SELECT 1 FROM tickets WHERE code = ?').pluck()
  const insertTicket = db.prepare<[number, string]>('INSERT INTO tickets (attendee_id, code) VALUES (?, ?)')
  const ticketIdOf = db.prepare<[number], number>('SELECT id FROM tickets WHERE attendee_id = ?').pluck()
  const attendeeIdOfTicket = db.prepare<[number], number>('SELECT attendee_id FROM tickets WHERE id = ?').pluck()
  const byCode = db.prepare<[number, string], AttendeeRow>(
    'SELECT a.* FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE a.event_id = ? AND t.code = ?'
  )
  const ownByCode = db.prepare<[number, string, number, string], AttendeeRow>(
    'SELECT a.* FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE a.event_id = ? AND t.code = ? AND (a.account_id = ? OR a.cellphone = ?)'
  )
  const byPhone = db.prepare<[number, string], AttendeeRow>(
    "SELECT a.* FROM attendees a WHERE a.event_id = ? AND a.cellphone = ? AND a.audit_status != 'REJECTED' ORDER BY a.id DESC"
  )
  const ownByPhone = db.prepare<[number, string, number, string], AttendeeRow>(
    "SELECT a.* FROM attendees a WHERE a.event_id = ? AND a.cellphone = ? AND a.audit_status != 'REJECTED' AND (a.account_id = ? OR a.cellphone = ?) ORDER BY a.id DESC"
  )
  const markCheckedIn = db.prepare<[string, number]>(
    "UPDATE attendees SET checkin_status = 'CHECKED_IN', checkin_time = ? WHERE id = ? AND checkin_status = 'NOT_CHECKED_IN'"
  )
  const markSignedOut = db.prepare<[string, number]>("UPDATE attendees SET checkin_status = 'SIGNED_OUT', signout_time = ? WHERE id = ?")
  const subscribe = db.prepare<[number, number, string]>(
    'INSERT INTO event_subscriptions (account_id, event_id, template_ids) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET template_ids = excluded.template_ids'
  )
  // The id list travels as one JSON array (json_each), so the statement stays the same for any number of ids.
  const countInEvent = db
    .prepare<[number, string, number | null, number | null], number>(
      'SELECT COUNT(*) FROM attendees WHERE event_id = ? AND id IN (SELECT value FROM json_each(?)) AND (? IS NULL OR promoter_id = ?)'
    )
    .pluck()
  const setAudit = db.prepare<[AttendeeRow['audit_status'], number, AttendeeRow['audit_status'], string]>(
    'UPDATE attendees SET audit_status = ? WHERE event_id = ? AND audit_status != ? AND id IN (SELECT value FROM json_each(?))'
  )
  const rejectedAmong = db
    .prepare<[number, string], number>(
      "SELECT COUNT(*) FROM attendees WHERE event_id = ? AND audit_status = 'REJECTED' AND id IN (SELECT value FROM json_each(?))"
    )
    .pluck()
  const behalfOfAmong = db
    .prepare<[number, number, string], number>('SELECT COUNT(*) FROM attendees WHERE event_id = ? AND behalf_by = ? AND id IN (SELECT value FROM json_each(?))')
    .pluck()
  const confirmBehalf = db.prepare<[string, string]>(
    'UPDATE attendees SET behalf_confirmed_at = ? WHERE cellphone = ? AND behalf_by IS NOT NULL AND behalf_confirmed_at IS NULL'
  )
  const namedDoorStaff = db.prepare<[number, number], number>('SELECT 1 FROM event_door_staff WHERE event_id = ? AND promoter_id = ?').pluck()
  const logDoor = db.prepare<Omit<DoorLogRow, 'id'>>(
    `INSERT INTO door_log (event_id, operator_account_id, action, lookup, attendee_id, outcome, created_at)
     VALUES (@event_id, @operator_account_id, @action, @lookup, @attendee_id, @outcome, @created_at)`
  )
  const updateProfile = db.prepare<Pick<AttendeeRow, 'id' | 'form_values' | 'name' | 'cellphone' | 'company' | 'title'>>(
    'UPDATE attendees SET form_values = @form_values, name = @name, cellphone = @cellphone, company = @company, title = @title WHERE id = @id'
  )
  const statsEvents = db.prepare<[number, number | null], Pick<EntityRow, 'id' | 'title'>>(
    `SELECT DISTINCT e.id, e.title FROM entity_data e WHERE e.entity_type = 'EVENT' AND (
       EXISTS (SELECT 1 FROM attendees a WHERE a.event_id = e.id AND a.account_id = ?)
       OR ? IS NOT NULL)
     ORDER BY e.start_time DESC`
  )
  const checkinCounts = db.prepare<[number], CheckinCounts>(
    `SELECT COUNT(*) AS registered,
       SUM(audit_status = 'APPROVED') AS approved,
       SUM(checkin_status IN ('CHECKED_IN','SIGNED_OUT')) AS checked_in,
       SUM(checkin_status = 'SIGNED_OUT') AS signed_out
     FROM attendees WHERE event_id = ? AND audit_status != 'REJECTED'`
  )
  const checkinsByHour = db.prepare<[number], { hour: string; count: number }>(
    `SELECT substr(checkin_time, 1, 13) || ':00' AS hour, COUNT(*) AS count FROM attendees
     WHERE event_id = ? AND checkin_time IS NOT NULL GROUP BY hour ORDER BY hour`
  )
  return {
    attendee: (id: number) => attendee.get(id),
    /** True when content (of any type) with this id exists. */
    contentExists: (id: number) => !!contentExists.get(id),
    /** The content with this id when it is an EVENT. */
    event: (id: number) => event.get(id),
    ticketView: (attendeeId: number) => ticketView.get(attendeeId),
    /** True when the cellphone holds a registration (not rejected) for the event. */
    registered: (eventId: number, cellphone: string) => !!registered.get(eventId, cellphone),
    /** Registrations of the event that were not rejected. */
    activeCount: (eventId: number) => activeCount.get(eventId)!,
    insertAttendee: (a: NewAttendeeRow) => Number(insertAttendee.run(a).lastInsertRowid),
    codeTaken: (code: string) => !!codeTaken.get(code),
    insertTicket: (attendeeId: number, code: string) => insertTicket.run(attendeeId, code),
    ticketIdOf: (attendeeId: number) => ticketIdOf.get(attendeeId),
    attendeeIdOfTicket: (ticketId: number) => attendeeIdOfTicket.get(ticketId),
    /** The event's attendee holding the ticket code, within the scope. */
    attendeeByCode: (eventId: number, code: string, scope: AttendeeScope) =>
      scope === 'anyone' ? byCode.get(eventId, code) : ownByCode.get(eventId, code, scope.accountId, scope.cellphone),
    /** The event's newest registration (not rejected) under the cellphone, within the scope. */
    attendeeByPhone: (eventId: number, cellphone: string, scope: AttendeeScope) =>
      scope === 'anyone' ? byPhone.get(eventId, cellphone) : ownByPhone.get(eventId, cellphone, scope.accountId, scope.cellphone),
    /** Checks in an attendee not checked in yet. */
    markCheckedIn: (attendeeId: number, at: string) => markCheckedIn.run(at, attendeeId),
    markSignedOut: (attendeeId: number, at: string) => markSignedOut.run(at, attendeeId),
    /** Records (or replaces) the account's notice templates for the event. */
    subscribe: (accountId: number, eventId: number, templateIdsJson: string) => subscribe.run(accountId, eventId, templateIdsJson),
    /** How many of the attendee ids belong to the event (and, given a promoter, came through their links). */
    countInEvent: (eventId: number, attendeeIds: number[], promoterId: number | null = null) =>
      countInEvent.get(eventId, JSON.stringify(attendeeIds), promoterId, promoterId)!,
    /** Sets the audit status of the event's attendees among the ids; answers how many changed. */
    setAudit: (eventId: number, attendeeIds: number[], status: AttendeeRow['audit_status']) =>
      setAudit.run(status, eventId, status, JSON.stringify(attendeeIds)).changes,
    /** How many of the attendee ids are the event's rejected registrations (approving them takes seats again). */
    rejectedAmong: (eventId: number, attendeeIds: number[]) => rejectedAmong.get(eventId, JSON.stringify(attendeeIds))!,
    /** How many of the attendee ids the account registered on someone's behalf. */
    behalfOfAmong: (eventId: number, accountId: number, attendeeIds: number[]) => behalfOfAmong.get(eventId, accountId, JSON.stringify(attendeeIds))!,
    /** The owner of the cellphone proved it: registrations made for it on their behalf are confirmed. */
    confirmBehalf: (cellphone: string, at: string) => confirmBehalf.run(at, cellphone).changes,
    /** True when the event names the promoter as door staff. */
    namedDoorStaff: (eventId: number, promoterId: number) => !!namedDoorStaff.get(eventId, promoterId),
    logDoor: (row: Omit<DoorLogRow, 'id'>) => logDoor.run(row),
    updateProfile: (a: Pick<AttendeeRow, 'id' | 'form_values' | 'name' | 'cellphone' | 'company' | 'title'>) => updateProfile.run(a),
    /** Events for check-in statistics: those the account attends, or every event for a promoter. */
    statsEvents: (accountId: number, promoterId: number | null) => statsEvents.all(accountId, promoterId),
    checkinCounts: (eventId: number) => checkinCounts.get(eventId)!,
    checkinsByHour: (eventId: number) => checkinsByHour.all(eventId)
  }
})
