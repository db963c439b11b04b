import type { CancelledTicket } from '../../types/contract'
import type { Db } from '../db'
import { badRequest, notFound } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { ticketsRepo, type CancelledTicketRow } from '../repositories/tickets'
import type { AccountRow } from './accounts'
import { eventStatus } from './content'
import type { Ctx } from './context'
import { ticketOf } from './events'
import { seatFreed } from './waitlist'
import { inTransaction } from '../repositories/unit-of-work'

/** The ticket's owner is the account it was issued to or the account with its phone (who sees it in 我的门票). */
export const ownsTicketRow = (account: AccountRow, row: { account_id: number; cellphone: string }): boolean =>
  row.account_id === account.id || (!!account.cellphone && row.cellphone === account.cellphone)

/** The owner's copy of a cancelled ticket: the ticket as it was, and when it was cancelled. */
const cancelledOut = (row: CancelledTicketRow): CancelledTicket => ({ ...(JSON.parse(row.ticket) as CancelledTicket), cancelledAt: row.cancelled_at })

/** 我的门票 › 已取消: the account's cancelled tickets, most recently cancelled first. */
export function cancelledTicketsOf(db: Db, account: AccountRow): CancelledTicket[] {
  return ticketsRepo(db)
    .cancelledOf(account.id, account.cellphone || null)
    .map(cancelledOut)
}

/** One cancelled ticket of the account's; someone else's answers like a missing one. */
export function cancelledTicket(db: Db, account: AccountRow, ticketId: number): CancelledTicket {
  const row = ticketsRepo(db).cancelled(ticketId)
  if (!row || !ownsTicketRow(account, row)) throw notFound('门票不存在')
  return cancelledOut(row)
}

/**
 * Ticket cancellation: the ticket's owner gives the seat back. The attendee, its ticket and the form
 * submission that created it are removed (so every count, the duplicate check and the event's
 * "registered" state go back by themselves); a copy of the ticket is kept as cancelled for its owner.
 * One IMMEDIATE transaction: two cancellations of one ticket cannot both pass the checks.
 */
export function cancelTicket(ctx: Pick<Ctx, 'db' | 'now' | 'extensions' | 'waitlistOfferMs'>, account: AccountRow, ticketId: number): CancelledTicket {
  const { db } = ctx
  const tickets = ticketsRepo(db)
  return inTransaction(
    db,
    (): CancelledTicket => {
      const row = tickets.cancellable(ticketId)
      // Someone else's ticket answers like a missing one: ids reveal nothing.
      if (!row || !ownsTicketRow(account, row)) throw notFound('门票不存在')
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
    },
    'immediate'
  )
}
