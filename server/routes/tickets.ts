import type { FastifyInstance } from 'fastify'
import type { CancelledTicket } from '../../types/contract'
import { badRequest, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, obj } from '../lib/schema'
import { requireAccount, type AccountRow } from '../services/accounts'
import { eventStatus } from '../services/content'
import type { Ctx } from '../services/context'
import { ticketOf } from '../services/events'

/**
 * Ticket cancellation: the ticket's owner gives the seat back. The attendee, its ticket and the form
 * submission that created it are removed (so every count, the duplicate check and the event's
 * "registered" state go back by themselves); a copy of the ticket is kept as cancelled for its owner.
 */
export function registerTickets(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx
  db.exec(`CREATE TABLE IF NOT EXISTS cancelled_tickets (
    id INTEGER PRIMARY KEY,
    ticket_id INTEGER NOT NULL,
    event_id INTEGER NOT NULL,
    account_id INTEGER NOT NULL,
    cellphone TEXT NOT NULL,
    ticket TEXT NOT NULL,
    cancelled_at TEXT NOT NULL
  )`)

  /** The ticket's owner is the account it was issued to or the account with its phone (who sees it in 我的门票). */
  const owns = (account: AccountRow, row: { account_id: number; cellphone: string }) =>
    row.account_id === account.id || (!!account.cellphone && row.cellphone === account.cellphone)

  app.post<{ Params: { ticketId: number } }>('/api/ca/v1/event/ticket/:ticketId/cancel', { schema: { params: obj({ ticketId: id() }, ['ticketId']) } }, req => {
    const account = requireAccount(db, req)
    const cancelled = db.transaction((): CancelledTicket => {
      const row = db
        .prepare(
          `SELECT a.id, a.account_id, a.cellphone, a.checkin_status, e.start_time, e.end_time
             FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN entity_data e ON e.id = a.event_id WHERE t.id = ?`
        )
        .get(req.params.ticketId) as
        { id: number; account_id: number; cellphone: string; checkin_status: string; start_time: string | null; end_time: string | null } | undefined
      // Someone else's ticket answers like a missing one: ids reveal nothing.
      if (!row || !owns(account, row)) throw notFound('门票不存在')
      if (row.checkin_status !== 'NOT_CHECKED_IN') throw badRequest('已签到的门票不能取消')
      if (eventStatus(row.start_time, row.end_time) === 'ENDED') throw badRequest('活动已结束，不能取消报名')
      const ticket = ticketOf(db, row.id)
      const at = nowIso()
      db.prepare('INSERT INTO cancelled_tickets (ticket_id, event_id, account_id, cellphone, ticket, cancelled_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        ticket.ticketId,
        ticket.eventId,
        row.account_id,
        row.cellphone,
        JSON.stringify(ticket),
        at
      )
      db.prepare('DELETE FROM form_submissions WHERE ticket_id = ?').run(ticket.ticketId)
      db.prepare('DELETE FROM tickets WHERE id = ?').run(ticket.ticketId)
      db.prepare('DELETE FROM attendees WHERE id = ?').run(row.id)
      return { ...ticket, cancelledAt: at }
    })()
    return ok(cancelled)
  })

  app.get<{ Params: { ticketId: number } }>(
    '/api/ca/v1/event/ticket/:ticketId/cancelled',
    { schema: { params: obj({ ticketId: id() }, ['ticketId']) } },
    req => {
      const account = requireAccount(db, req)
      const row = db.prepare('SELECT * FROM cancelled_tickets WHERE ticket_id = ? ORDER BY id DESC LIMIT 1').get(req.params.ticketId) as
        { account_id: number; cellphone: string; ticket: string; cancelled_at: string } | undefined
      if (!row || !owns(account, row)) throw notFound('门票不存在')
      return ok({ ...(JSON.parse(row.ticket) as CancelledTicket), cancelledAt: row.cancelled_at })
    }
  )
}
