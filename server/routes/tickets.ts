import type { FastifyInstance } from 'fastify'
import type { CancelledTicket } from '../../types/contract'
import { badRequest, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { idParams, typed } from '../lib/schema'
import { ticketsRepo } from '../repositories/tickets'
import { requireAccount, type AccountRow } from '../services/accounts'
import { eventStatus } from '../services/content'
import type { Ctx } from '../services/context'
import { ticketOf } from '../services/events'
import { seatFreed } from '../services/waitlist'

/**
 * Ticket cancellation: the ticket's owner gives the seat back. The attendee, its ticket and the form
 * submission that created it are removed (so every count, the duplicate check and the event's
 * "registered" state go back by themselves); a copy of the ticket is kept as cancelled for its owner.
 */
export function registerTickets(fastify: FastifyInstance, ctx: Ctx): void {
  const app = typed(fastify)
  const { db } = ctx
  // Made now, as before: this creates the cancelled_tickets table when the server starts.
  const tickets = ticketsRepo(db)

  /** The ticket's owner is the account it was issued to or the account with its phone (who sees it in 我的门票). */
  const owns = (account: AccountRow, row: { account_id: number; cellphone: string }) =>
    row.account_id === account.id || (!!account.cellphone && row.cellphone === account.cellphone)

  app.post('/api/ca/v1/event/ticket/:ticketId/cancel', { schema: { params: idParams('ticketId') } }, req => {
    const account = requireAccount(db, req)
    const cancelled = db
      .transaction((): CancelledTicket => {
        const row = tickets.cancellable(req.params.ticketId)
        // Someone else's ticket answers like a missing one: ids reveal nothing.
        if (!row || !owns(account, row)) throw notFound('门票不存在')
        if (row.checkin_status !== 'NOT_CHECKED_IN') throw badRequest('已签到的门票不能取消')
        if (eventStatus(row.start_time, row.end_time) === 'ENDED') throw badRequest('活动已结束，不能取消报名')
        const ticket = ticketOf(db, row.id)
        const at = nowIso()
        tickets.insertCancelled({
          ticket_id: ticket.ticketId,
          event_id: ticket.eventId,
          account_id: row.account_id,
          cellphone: row.cellphone,
          ticket,
          cancelled_at: at
        })
        tickets.remove(ticket.ticketId, row.id)
        // The seat is free: with the waitlist on, the first in line is offered it in this same commit.
        seatFreed(ctx, ticket.eventId)
        return { ...ticket, cancelledAt: at }
      })
      .immediate()
    return ok(cancelled)
  })

  // 我的门票's 已取消 filter: a cancelled ticket stays visible to its owner instead of vanishing.
  app.get('/api/ca/v1/event/ticket/cancelledList', req => {
    const account = requireAccount(db, req)
    return ok(
      tickets.cancelledOf(account.id, account.cellphone || null).map(row => ({ ...(JSON.parse(row.ticket) as CancelledTicket), cancelledAt: row.cancelled_at }))
    )
  })

  app.get('/api/ca/v1/event/ticket/:ticketId/cancelled', { schema: { params: idParams('ticketId') } }, req => {
    const account = requireAccount(db, req)
    const row = tickets.cancelled(req.params.ticketId)
    if (!row || !owns(account, row)) throw notFound('门票不存在')
    return ok({ ...(JSON.parse(row.ticket) as CancelledTicket), cancelledAt: row.cancelled_at })
  })
}
