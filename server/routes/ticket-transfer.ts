import { ok } from '../lib/envelope'
import { idParams, obj, phone, str } from '../lib/schema'
import { claimTransfer, claimView, startTransfer, transferState, withdrawTransfer } from '../services/ticket-transfer'
import { defineRoutes } from './plugin'

const tokenParams = obj({ token: str(64, { minLength: 16, pattern: '^[0-9a-f]+$' }) }, ['token'])

/**
 * Extension `ticketTransfer` (docs/extensions.md): the holder gives the ticket to a named receiver, who claims it
 * through the link with an SMS code. Registered only with the extension on; without it these paths are 404.
 */
export const ticketTransferRoutes = defineRoutes({ only: 'account', extension: 'ticketTransfer' }, ({ ctx, signedIn }) => {
  signedIn.get(
    '/api/ca/v1/event/ticket/:ticketId/transfer',
    {
      schema: {
        summary: "TicketTransferState (`transferable`, else `reason`; the open transfer with its claim token); 404 for someone else's ticket",
        description: '(ours; ticketTransfer) [auth]',
        params: idParams('ticketId')
      }
    },
    (req, account) => ok(transferState(ctx, account, req.params.ticketId))
  )

  signedIn.post(
    '/api/ca/v1/event/ticket/:ticketId/transfer',
    {
      schema: {
        summary:
          'TicketTransferState with the new open transfer (400 after check-in, once the event started, for a rejected registration or to oneself; 409 while another transfer is open or for a phone registered for the event)',
        description: 'TicketTransferBody (ours; ticketTransfer) [auth]',
        params: idParams('ticketId'),
        body: obj({ name: str(40, { minLength: 1 }), cellphone: phone() }, ['name', 'cellphone'])
      }
    },
    (req, account) => ok(startTransfer(ctx, account, req.params.ticketId, req.body))
  )

  signedIn.post(
    '/api/ca/v1/event/ticket/:ticketId/transfer/withdraw',
    {
      schema: {
        summary: 'TicketTransferState (the open transfer taken back: its link stops working)',
        description: '(ours; ticketTransfer) [auth]',
        params: idParams('ticketId')
      }
    },
    (req, account) => ok(withdrawTransfer(ctx, account, req.params.ticketId))
  )

  signedIn.get(
    '/api/ca/v1/event/ticketTransfer/:token',
    {
      schema: {
        summary: 'TicketTransferClaim (what the link offers: the event, who gives it, to whom, the phone masked; `reason` when it cannot be claimed)',
        description: '(ours; ticketTransfer) [auth]',
        params: tokenParams
      }
    },
    req => ok(claimView(ctx, req.params.token))
  )

  signedIn.post(
    '/api/ca/v1/event/ticketTransfer/:token/claim',
    {
      schema: {
        summary:
          "Ticket (the receiver's, under a new code; the old code is refused at the door). 400 for another phone, a wrong SMS code, a claimed, withdrawn or expired link, after check-in or once the event started; 409 for a phone registered for the event or another account's",
        description: 'TicketTransferClaimBody (ours; ticketTransfer) [auth]',
        params: tokenParams,
        body: obj({ cellphone: phone(), smsCode: str(10, { minLength: 4 }) }, ['cellphone', 'smsCode'])
      }
    },
    (req, account) => ok(claimTransfer(ctx, req, account, req.params.token, req.body))
  )
})
