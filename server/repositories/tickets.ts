import type { Ticket } from '../../types/contract'
import type { Db } from '../db'
import type { AttendeeRow, EntityRow } from '../db/rows'
import { perDb } from './per-db'

/** `cancelled_tickets`: a copy of each cancelled ticket (JSON) for its owner. */
export interface CancelledTicketRow {
  id: number
  ticket_id: number
  event_id: number
  account_id: number
  cellphone: string
  ticket: string
  cancelled_at: string
}

/** A ticket's attendee with what cancelling it depends on. */
type CancellableRow = Pick<AttendeeRow, 'id' | 'account_id' | 'cellphone' | 'checkin_status'> & Pick<EntityRow, 'start_time' | 'end_time'>

/** Creates cancelled_tickets when missing (it is not in the migrations). */
function ensureCancelledTickets(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS cancelled_tickets (
    id INTEGER PRIMARY KEY,
    ticket_id INTEGER NOT NULL,
    event_id INTEGER NOT NULL,
    account_id INTEGER NOT NULL,
    cellphone TEXT NOT NULL,
    ticket TEXT NOT NULL,
    cancelled_at TEXT NOT NULL
  )`)
  // The per-account cap prunes by account, newest first.
  db.exec('CREATE INDEX IF NOT EXISTS cancelled_tickets_account ON cancelled_tickets(account_id, id)')
}

/** Cancelled copies kept per account (the newest; 我的门票 › 已取消 lists this many at most). */
export const CANCELLED_KEPT = 200

/** Ticket cancellation: the ticket's attendee, removing it, and the cancelled copies. */
export const ticketsRepo = perDb(db => {
  ensureCancelledTickets(db)
  const cancellable = db.prepare<[number], CancellableRow>(
    `SELECT a.id, a.account_id, a.cellphone, a.checkin_status, e.start_time, e.end_time
       FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN entity_data e ON e.id = a.event_id WHERE t.id = ?`
  )
  const insertCancelled = db.prepare<Omit<CancelledTicketRow, 'id'>>(
    `INSERT INTO cancelled_tickets (ticket_id, event_id, account_id, cellphone, ticket, cancelled_at)
     VALUES (@ticket_id, @event_id, @account_id, @cellphone, @ticket, @cancelled_at)`
  )
  // Beyond the newest CANCELLED_KEPT of an account, older copies go: signing up and cancelling in a loop
  // cannot grow the table without end.
  const pruneCancelled = db.prepare<[number, number, number]>(
    `DELETE FROM cancelled_tickets WHERE account_id = ? AND id NOT IN
       (SELECT id FROM cancelled_tickets WHERE account_id = ? ORDER BY id DESC LIMIT ?)`
  )
  const deleteSubmission = db.prepare<[number]>('DELETE FROM form_submissions WHERE ticket_id = ?')
  const deleteTicket = db.prepare<[number]>('DELETE FROM tickets WHERE id = ?')
  const deleteAttendee = db.prepare<[number]>('DELETE FROM attendees WHERE id = ?')
  const cancelled = db.prepare<[number], CancelledTicketRow>('SELECT * FROM cancelled_tickets WHERE ticket_id = ? ORDER BY id DESC LIMIT 1')
  const cancelledOf = db.prepare<[number, string], CancelledTicketRow>(
    "SELECT * FROM cancelled_tickets WHERE account_id = ? OR (cellphone = ? AND cellphone <> '') ORDER BY cancelled_at DESC, id DESC LIMIT 200"
  )
  return {
    /** The attendee of a ticket, with its check-in state and the event's times. */
    cancellable: (ticketId: number) => cancellable.get(ticketId),
    /** Keeps a copy of the ticket as cancelled, and only the account's newest CANCELLED_KEPT copies. */
    insertCancelled: (row: Omit<CancelledTicketRow, 'id' | 'ticket'> & { ticket: Ticket }) => {
      insertCancelled.run({ ...row, ticket: JSON.stringify(row.ticket) })
      pruneCancelled.run(row.account_id, row.account_id, CANCELLED_KEPT)
    },
    /** Removes the ticket's form submission, the ticket and its attendee. */
    remove: (ticketId: number, attendeeId: number) => {
      deleteSubmission.run(ticketId)
      deleteTicket.run(ticketId)
      deleteAttendee.run(attendeeId)
    },
    /** The latest cancelled copy of a ticket. */
    cancelled: (ticketId: number) => cancelled.get(ticketId),
    /** The account's cancelled tickets (issued to it or to its phone), most recently cancelled first. */
    cancelledOf: (accountId: number, cellphone: string | null) => cancelledOf.all(accountId, cellphone || '')
  }
})
