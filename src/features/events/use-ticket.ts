import type { Ticket } from '../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { ApiError, UnauthorizedError } from '@/services/http/errors'
import { useStores } from '@/stores/context'
import { getTicket } from './api'
import { fetchQrDataUrl } from './qr-cache'
import { cachedTicket, cacheTicket, ownerTag } from './ticket-cache'

interface TicketState {
  ticket: Ticket
  /** Shown from the copy kept on this device because the request failed. */
  offline: boolean
  savedAt: number | null
  /** The QR as a data URL when kept on this device. */
  qrDataUrl: string | null
}

/**
 * A ticket for the door: loaded with the stored token (signing in only when the server asks), kept
 * on the device with its QR for this account, and shown from that copy (marked offline) when the network
 * fails; another account on the device never sees it.
 */
export function useTicket(ticketId: number | null) {
  const { session } = useStores()
  return useQuery<TicketState>(
    ['getTicket', ticketId],
    async () => {
      const id = ticketId as number
      const load = async () => {
        const ticket = await getTicket(id)
        const qr = ticket.qrCode ? await fetchQrDataUrl(ticket.qrCode) : null
        cacheTicket(ticket, qr, ownerTag(session.accountKey))
        return { ticket, offline: false, savedAt: null, qrDataUrl: qr }
      }
      try {
        return await load()
      } catch (error) {
        if (error instanceof UnauthorizedError) {
          await session.requireAccount()
          return load()
        }
        const cached = error instanceof ApiError ? null : cachedTicket(id, ownerTag(session.accountKey))
        if (cached) return { ticket: cached.ticket, offline: true, savedAt: cached.savedAt, qrDataUrl: cached.qrDataUrl }
        throw error
      }
    },
    { enabled: ticketId !== null, refetchOnShow: true }
  )
}
