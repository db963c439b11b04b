import type { AttendeeEditRow, AttendeeRow, EntityRow } from '../db/rows'
import { perDb } from './per-db'

/** A ticket's attendee with what editing it depends on: the event's times, audit rule and sign-up form. */
export type EditableRow = AttendeeRow & { ticket_id: number } & Pick<EntityRow, 'start_time' | 'end_time' | 'needs_audit' | 'register_form_id'>

/** Edit rows kept per attendee: the first (the answers as registered) and the newest after it. */
export const EDITS_KEPT = 20

/** Attendees' own changes to their registrations (migration 007; bounded by migration 015). */
export const registrationEditsRepo = perDb(db => {
  const byTicket = db.prepare<[number], EditableRow>(
    `SELECT a.*, t.id AS ticket_id, e.start_time, e.end_time, e.needs_audit, e.register_form_id
       FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN entity_data e ON e.id = a.event_id WHERE t.id = ?`
  )
  const insert = db.prepare<Omit<AttendeeEditRow, 'id' | 'folded'>>(
    `INSERT INTO attendee_edits (attendee_id, account_id, before_values, after_values, edited_at)
     VALUES (@attendee_id, @account_id, @before_values, @after_values, @edited_at)`
  )
  const summary = db.prepare<{ id: number }, { first_before: string; edited_at: string; times: number }>(
    `SELECT (SELECT before_values FROM attendee_edits WHERE attendee_id = @id ORDER BY id LIMIT 1) AS first_before,
            MAX(edited_at) AS edited_at, COUNT(*) + SUM(folded) AS times
       FROM attendee_edits WHERE attendee_id = @id HAVING COUNT(*) > 0`
  )
  // Rows between the first and the newest EDITS_KEPT - 1 are deleted and counted into the first row's `folded`.
  const middle = `attendee_id = @id AND id > (SELECT MIN(id) FROM attendee_edits WHERE attendee_id = @id)
      AND id NOT IN (SELECT id FROM attendee_edits WHERE attendee_id = @id ORDER BY id DESC LIMIT @keep)`
  const fold = db.prepare<{ id: number; keep: number }>(
    `UPDATE attendee_edits SET folded = folded + (SELECT COUNT(*) FROM attendee_edits WHERE ${middle})
      WHERE id = (SELECT MIN(id) FROM attendee_edits WHERE attendee_id = @id)`
  )
  const dropMiddle = db.prepare<{ id: number; keep: number }>(`DELETE FROM attendee_edits WHERE ${middle}`)
  const pending = db.prepare<[number]>("UPDATE attendees SET audit_status = 'PENDING' WHERE id = ? AND audit_status = 'APPROVED'")
  const submissionValues = db.prepare<[string, number]>('UPDATE form_submissions SET form_values = ? WHERE ticket_id = ?')
  return {
    /** The attendee holding the ticket, with its event's times, audit rule and form. */
    byTicket: (ticketId: number) => byTicket.get(ticketId),
    /** Records a change; past EDITS_KEPT rows the middle ones are folded into the first (the caller's transaction). */
    insert: (row: Omit<AttendeeEditRow, 'id' | 'folded'>) => {
      insert.run(row)
      const args = { id: row.attendee_id, keep: EDITS_KEPT - 1 }
      fold.run(args)
      dropMiddle.run(args)
    },
    /** The answers before the attendee's first change, when they last changed them and how often; none if never. */
    summary: (attendeeId: number) => summary.get({ id: attendeeId }),
    /** An approved registration goes back to the organiser's audit. */
    backToAudit: (attendeeId: number) => pending.run(attendeeId).changes === 1,
    /** The sign-up submission that issued the ticket keeps the same answers. */
    updateSubmissionValues: (ticketId: number, valuesJson: string) => submissionValues.run(valuesJson, ticketId)
  }
})
