import type { AttendeeRow, EntityRow, TicketTransferRow } from '../db/rows'
import { perDb } from './per-db'

/** A ticket with its attendee and what transferring it depends on: the event's title, times and audit rule. */
export type TransferableRow = AttendeeRow & { ticket_id: number; code: string } & Pick<
    EntityRow,
    'title' | 'start_time' | 'end_time' | 'address' | 'needs_audit'
  >

/** Transfers of tickets between people (migration 016). */
export const ticketTransfersRepo = perDb(db => {
  const ticket = db.prepare<[number], TransferableRow>(
    `SELECT a.*, t.id AS ticket_id, t.code, e.title, e.start_time, e.end_time, e.address, e.needs_audit
       FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN entity_data e ON e.id = a.event_id WHERE t.id = ?`
  )
  const open = db.prepare<[number], TicketTransferRow>("SELECT * FROM ticket_transfers WHERE ticket_id = ? AND status = 'PENDING'")
  const byToken = db.prepare<[string], TicketTransferRow>('SELECT * FROM ticket_transfers WHERE token = ?')
  const dropClosed = db.prepare<[number]>("DELETE FROM ticket_transfers WHERE ticket_id = ? AND status IN ('WITHDRAWN', 'EXPIRED')")
  const insert = db.prepare<Omit<TicketTransferRow, 'id' | 'to_account_id' | 'status' | 'old_code' | 'closed_at'>>(
    `INSERT INTO ticket_transfers (ticket_id, event_id, attendee_id, from_account_id, from_name, from_cellphone, to_name, to_cellphone,
       token, status, created_at, expires_at)
     VALUES (@ticket_id, @event_id, @attendee_id, @from_account_id, @from_name, @from_cellphone, @to_name, @to_cellphone,
       @token, 'PENDING', @created_at, @expires_at)`
  )
  const close = db.prepare<{ id: number; status: 'WITHDRAWN' | 'EXPIRED'; at: number }>(
    "UPDATE ticket_transfers SET status = @status, closed_at = @at WHERE id = @id AND status = 'PENDING'"
  )
  const done = db.prepare<{ id: number; to_account_id: number; old_code: string; at: number }>(
    `UPDATE ticket_transfers SET status = 'DONE', to_account_id = @to_account_id, old_code = @old_code, closed_at = @at
      WHERE id = @id AND status = 'PENDING'`
  )
  const passToReceiver = db.prepare<Pick<AttendeeRow, 'id' | 'account_id' | 'name' | 'cellphone'>>(
    `UPDATE attendees SET account_id = @account_id, name = @name, cellphone = @cellphone, company = '', title = '', form_values = '{}'
      WHERE id = @id`
  )
  const dropEdits = db.prepare<[number]>('DELETE FROM attendee_edits WHERE attendee_id = ?')
  const newCode = db.prepare<[string, number]>('UPDATE tickets SET code = ? WHERE id = ?')
  const pending = db.prepare<[number]>("UPDATE attendees SET audit_status = 'PENDING' WHERE id = ? AND audit_status = 'APPROVED'")
  const transferredCode = db.prepare<[number, string], number>("SELECT 1 FROM ticket_transfers WHERE event_id = ? AND old_code = ? AND status = 'DONE'").pluck()
  const lastDone = db.prepare<[number], TicketTransferRow>("SELECT * FROM ticket_transfers WHERE attendee_id = ? AND status = 'DONE' ORDER BY id DESC LIMIT 1")
  return {
    /** The ticket's attendee with its code and the event's title, times and audit rule. */
    ticket: (ticketId: number) => ticket.get(ticketId),
    /** The ticket's open (PENDING) transfer, if any; it may have run past its expiry. */
    open: (ticketId: number) => open.get(ticketId),
    byToken: (token: string) => byToken.get(token),
    /** Records a new open transfer after deleting the ticket's withdrawn and expired ones (the caller's transaction). */
    insert: (row: Omit<TicketTransferRow, 'id' | 'to_account_id' | 'status' | 'old_code' | 'closed_at'>) => {
      dropClosed.run(row.ticket_id)
      insert.run(row)
    },
    /** Closes an open transfer (withdrawn or run out); false when it was not open any more. */
    close: (id: number, status: 'WITHDRAWN' | 'EXPIRED', at: number) => close.run({ id, status, at }).changes === 1,
    /**
     * The claim: the attendee becomes the receiver (account, name, phone; no answers), the ticket gets `code`, and the transfer
     * keeps the old code. False when the transfer was not open any more (the caller's transaction).
     */
    complete: (t: TicketTransferRow, receiver: { accountId: number }, oldCode: string, code: string, at: number) => {
      if (done.run({ id: t.id, to_account_id: receiver.accountId, old_code: oldCode, at }).changes !== 1) return false
      // The holder's answers and their change history are theirs, not the receiver's: the registration starts afresh.
      passToReceiver.run({ id: t.attendee_id, account_id: receiver.accountId, name: t.to_name, cellphone: t.to_cellphone })
      dropEdits.run(t.attendee_id)
      newCode.run(code, t.ticket_id)
      return true
    },
    /** An approved registration goes back to the organiser's audit. */
    backToAudit: (attendeeId: number) => pending.run(attendeeId).changes === 1,
    /** True when `code` was this event's ticket code before a transfer. */
    isTransferredCode: (eventId: number, code: string) => !!transferredCode.get(eventId, code),
    /** The attendee's latest completed transfer (who held the ticket before), if any. */
    lastDone: (attendeeId: number) => lastDone.get(attendeeId)
  }
})
