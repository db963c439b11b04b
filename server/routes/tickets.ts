import { ok } from '../lib/envelope'
import { idParams } from '../lib/schema'
import { ticketsRepo } from '../repositories/tickets'
import { defineRoutes } from './plugin'
import { cancelTicket, cancelledTicket, cancelledTicketsOf } from '../services/tickets'

/** Ticket cancellation (services/tickets.ts) and the cancelled tickets their owner still sees. */
export const ticketRoutes = defineRoutes({ only: 'account' }, ({ ctx, db, signedIn }) => {
  // Made now, as before: this creates the cancelled_tickets table when the server starts.
  ticketsRepo(db)

  signedIn.post(
    '/api/ca/v1/event/ticket/:ticketId/cancel',
    {
      schema: {
        summary:
          "CancelledTicket (the ticket's owner gives the seat back: attendee, ticket and its form submission removed; 400 when checked in or the event has ended; 404 for someone else's ticket)",
        description: '(ours) [auth]',
        params: idParams('ticketId')
      }
    },
    (req, account) => ok(cancelTicket(ctx, account, req.params.ticketId))
  )

  // 我的门票's 已取消 filter: a cancelled ticket stays visible to its owner instead of vanishing.
  signedIn.get(
    '/api/ca/v1/event/ticket/cancelledList',
    {
      schema: { summary: "CancelledTicket[] (the account's cancelled tickets, most recently cancelled first: 我的门票 › 已取消)", description: '(ours) [auth]' }
    },
    (_req, account) => ok(cancelledTicketsOf(db, account))
  )

  signedIn.get(
    '/api/ca/v1/event/ticket/:ticketId/cancelled',
    { schema: { summary: "CancelledTicket (the owner's copy of a cancelled ticket)", description: '(ours) [auth]', params: idParams('ticketId') } },
    (req, account) => ok(cancelledTicket(db, account, req.params.ticketId))
  )
})
