import type { Ticket } from '../../../types/contract'
import { readStorage, writeStorage } from '@/services/storage'
import { hasEntryCode } from './status'

/** A ticket as last seen online, for the door when the venue Wi-Fi fails. */
interface CachedTicket {
  ticket: Ticket
  /** The QR image as a data URL, when it could be fetched. */
  qrDataUrl: string | null
  savedAt: number
}

/**
 * Every device copy, of one account only: `owner` is a tag of the account key they were saved under. Another
 * account on this device (a new sign-in, a shared phone) reads none of them, and its first save replaces them.
 */
interface DeviceTickets {
  owner: string
  tickets: Record<string, CachedTicket>
}

const STORAGE_KEY = 'deviceTickets'
/** The most tickets kept (the oldest saved go first): a visitor shows a handful at doors, never hundreds. */
export const MAX_DEVICE_TICKETS = 20
/** Where builds before the per-account copy kept each ticket; removed as tickets are saved again. */
const legacyKey = (ticketId: number) => `ticketCache:${ticketId}`

/**
 * A short tag of an account key (FNV-1a, twice with different seeds): which account saved the copies, without
 * writing the key itself again. Null without a key: nothing is saved or read for a visitor without an account.
 */
export function ownerTag(accountKey: string | null | undefined): string | null {
  if (!accountKey) return null
  const fnv = (seed: number) => {
    let h = seed >>> 0
    for (let i = 0; i < accountKey.length; i++) {
      h ^= accountKey.charCodeAt(i)
      h = Math.imul(h, 0x01000193) >>> 0
    }
    return h.toString(16).padStart(8, '0')
  }
  return fnv(0x811c9dc5) + fnv(0x050c5d1f)
}

function readAll(): DeviceTickets | null {
  const raw = readStorage<string | DeviceTickets>(STORAGE_KEY)
  try {
    const value = typeof raw === 'string' ? (JSON.parse(raw) as DeviceTickets) : raw
    return value && typeof value.owner === 'string' && value.tickets && typeof value.tickets === 'object' ? value : null
  } catch {
    return null
  }
}

/** Keeps a ticket (and its QR) on this device for the account tagged `owner`. */
export function cacheTicket(ticket: Ticket, qrDataUrl: string | null, owner: string | null, now = Date.now()): void {
  if (!owner) return
  const stored = readAll()
  const tickets = stored && stored.owner === owner ? { ...stored.tickets } : {}
  const previous = tickets[ticket.ticketId]
  // A QR for the same code fetched earlier stays valid while the registration stays approved; an edit that sent it
  // back to audit takes the entry code off the device too.
  const qr = !hasEntryCode(ticket) ? null : qrDataUrl || (previous && previous.ticket.code === ticket.code ? previous.qrDataUrl : null)
  tickets[ticket.ticketId] = { ticket, qrDataUrl: qr, savedAt: now }
  const kept = Object.entries(tickets)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_DEVICE_TICKETS)
  writeStorage(STORAGE_KEY, JSON.stringify({ owner, tickets: Object.fromEntries(kept) }))
  writeStorage(legacyKey(ticket.ticketId), null)
}

/** The ticket kept for the account tagged `owner`, or null when there is none (or it is unreadable). */
export function cachedTicket(ticketId: number, owner: string | null): CachedTicket | null {
  const stored = readAll()
  if (!owner || !stored || stored.owner !== owner) return null
  const value = stored.tickets[ticketId]
  if (value && value.ticket && value.ticket.ticketId === ticketId && typeof value.ticket.code === 'string') {
    return { ticket: value.ticket, qrDataUrl: typeof value.qrDataUrl === 'string' ? value.qrDataUrl : null, savedAt: Number(value.savedAt) || 0 }
  }
  return null
}

/** Drops the device copy of a ticket that is no longer valid (cancelled), so it never shows offline. */
export function forgetTicket(ticketId: number): void {
  const stored = readAll()
  writeStorage(legacyKey(ticketId), null)
  if (!stored || !stored.tickets[ticketId]) return
  const tickets = { ...stored.tickets }
  delete tickets[ticketId]
  writeStorage(STORAGE_KEY, JSON.stringify({ owner: stored.owner, tickets }))
}

/** Drops every ticket copy on this device (logout). */
export function forgetAllTickets(): void {
  writeStorage(STORAGE_KEY, null)
}
