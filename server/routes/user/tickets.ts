import { ok } from '../../lib/envelope'
import { idParams } from '../../lib/schema'
import { checkinStatisticsFor } from '../../services/events'
import { heldTicket, signUpFromVisit, ticketsHeldBy } from '../../services/personal-centre'
import { defineRoutes } from '../plugin'

/** Signing up to an event without a form, the account's tickets, and the check-in counts of its events. */
export const myTicketRoutes = defineRoutes({ only: 'account' }, ({ ctx, db, signedIn }) => {
  signedIn.post(
    '/api/ca/v1/community/entityData/signup/:id',
    { schema: { summary: 'Ticket (events without a form)', description: '[auth]', params: idParams() } },
    (req, account) => ok(signUpFromVisit(ctx, req, account, req.params.id))
  )

  signedIn.get('/api/ca/v1/bagevent/attendee/getSuccessByCellphone', { schema: { summary: 'Ticket[] (my tickets)', description: '[auth]' } }, (_req, account) =>
    ok(ticketsHeldBy(db, account))
  )

  signedIn.get(
    '/api/ca/v1/bagevent/attendee/ticket/:ticketId',
    { schema: { summary: 'Ticket', description: '(ours) [auth]', params: idParams('ticketId') } },
    (req, account) => ok(heldTicket(db, account, req.params.ticketId))
  )

  signedIn.get(
    '/api/ca/v1/event/checkinStatistic',
    { schema: { summary: 'CheckinStatistic[] (events the account attends or promotes)', description: '(ours) [auth]' } },
    (_req, account) => ok(checkinStatisticsFor(db, account))
  )
})
