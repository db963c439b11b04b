import type { AttendeeEditRow, AttendeeRow, EntityRow } from '../db/rows'
import { perDb } from './per-db'

/** A ticket's attendee with what editing it depends on: the event's times, audit rule and sign-up form. */
export type EditableRow = AttendeeRow & { ticket_id: number } & Pick<EntityRow, 'start_time' | 'end_time' | 'needs_audit' | 'register_form_id'>

/** Attendees' own changes to their registrations (migration 007). */
export const registrationEditsRepo = perDb(db => {
  const byTicket = db.prepare<[number], EditableRow>(
    `SELECT a.*, t.id AS ticket_id, e.start_time, e.end_time, e.needs_audit, e.register_form_id
       FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN entity_data e ON e.id = a.event_id WHERE t.id = ?`
  )
  const insert = db.prepare<Omit<AttendeeEditRow, 'id'>>(
    `INSERT INTO attendee_edits (attendee_id, account_id, before_values, after_values, edited_at)
     VALUES (@attendee_id, @account_id, @before_values, @after_values, @edited_at)`
  )
  const summary = db.prepare<{ id: number }, { first_before: string; edited_at: string; times: number }>(
    `SELECT (SELECT before_values FROM attendee_edits WHERE attendee_id = @id ORDER BY id LIMIT 1) AS first_before,
            MAX(edited_at) AS edited_at, COUNT(*) AS times
       FROM attendee_edits WHERE attendee_id = @id HAVING COUNT(*) > 0`
  )
  const pending = db.prepare<[number]>("UPDATE attendees SET audit_status = 'PENDING' WHERE id = ? AND audit_status = 'APPROVED'")
  const submissionValues = db.prepare<[string, number]>('UPDATE form_submissions SET form_values = ? WHERE ticket_id = ?')
  return {
    /** The attendee holding the ticket, with its event's times, audit rule and form. */
    byTicket: (ticketId: number) => byTicket.get(ticketId),
    insert: (row: Omit<AttendeeEditRow, 'id'>) => insert.run(row),
    /** The answers before the attendee's first change, when they last changed them and how often; none if never. */
    summary: (attendeeId: number) => summary.get({ id: attendeeId }),
    /** An approved registration goes back to the organiser's audit. */
    backToAudit: (attendeeId: number) => pending.run(attendeeId).changes === 1,
    /** The sign-up submission that issued the ticket keeps the same answers. */
    updateSubmissionValues: (ticketId: number, valuesJson: string) => submissionValues.run(valuesJson, ticketId)
  }
})
