import type { Ticket } from '../../../types/contract'
import { readStorage, writeStorage } from '@/services/storage'

/** A ticket as last seen online, for the door when the venue Wi-Fi fails. */
interface CachedTicket {
  ticket: Ticket
  /** The QR image as a data URL, when it could be fetched. */
  qrDataUrl: string | null
  savedAt: number
}

const key = (ticketId: number) => `ticketCache:${ticketId}`

export function cacheTicket(ticket: Ticket, qrDataUrl: string | null, now = Date.now()): void {
  const previous = cachedTicket(ticket.ticketId)
  // A QR for the same code fetched earlier stays valid.
  const qr = qrDataUrl || (previous && previous.ticket.code === ticket.code ? previous.qrDataUrl : null)
  writeStorage(key(ticket.ticketId), JSON.stringify({ ticket, qrDataUrl: qr, savedAt: now }))
}

/** The cached ticket, or null when there is none (or it is unreadable). */
export function cachedTicket(ticketId: number): CachedTicket | null {
  const raw = readStorage<string | CachedTicket>(key(ticketId))
  try {
    const value = typeof raw === 'string' ? (JSON.parse(raw) as CachedTicket) : raw
    if (value && value.ticket && value.ticket.ticketId === ticketId && typeof value.ticket.code === 'string') {
      return { ticket: value.ticket, qrDataUrl: typeof value.qrDataUrl === 'string' ? value.qrDataUrl : null, savedAt: Number(value.savedAt) || 0 }
    }
  } catch {
    // unreadable: as if nothing was cached
  }
  return null
}

/** Drops the device copy of a ticket that is no longer valid (cancelled), so it never shows offline. */
export function forgetTicket(ticketId: number): void {
  writeStorage(key(ticketId), null)
}
