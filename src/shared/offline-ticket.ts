/**
 * What the app and its offline-ticket service worker (src/service-worker/offline-ticket-sw.ts, extension
 * `offlineTicket`) agree on: where the worker lives, its cache, the one page it may open offline, and the
 * message that asks it to keep a ticket. Pure: the worker bundles this file too, and the server serves the worker.
 */
import { BASE_PATH, Routes } from './routes'

/** The worker script (built by config/service-worker-plugin.ts, served by the server only with the extension). */
export const WORKER_URL = `${BASE_PATH}/offline-ticket-sw.js`
/** The worker's scope: the app. Only the pages and files named below are ever answered from its cache. */
export const WORKER_SCOPE = `${BASE_PATH}/`
/** Its one cache; a new name (v2…) makes the worker drop the old one when it activates. */
export const CACHE_NAME = 'offline-ticket-v1'
/** Every cache of this worker starts so (older versions are deleted on activate). */
export const CACHE_PREFIX = 'offline-ticket-'
/** The ticket page, the only page opened offline (the document is the same shell for every ticket). */
export const TICKET_PAGE = BASE_PATH + Routes.accountTicketDetail
/** Its route in the build's route-manifest.json (config/route-manifest-plugin.ts). */
export const TICKET_ROUTE = Routes.accountTicketDetail.slice(1)
/** The build's list of initial files and each route's files. */
export const ROUTE_MANIFEST = `${BASE_PATH}/route-manifest.json`
/** Where the worker notes what it keeps (a cache entry, never fetched). */
export const STATE_URL = `${BASE_PATH}/__offline-ticket__/state.json`
/** The files a kept ticket page boots from: the build's hashed scripts, styles and static files. */
export const KEPT_FILE = new RegExp(`^${BASE_PATH}/(js|css|static)/[\\w./-]+$`)

/** Asks the worker to keep ticket `ticketId`'s page (answered on the message's port with a KeepReply). */
export interface KeepTicketMessage {
  type: 'keep-ticket'
  ticketId: number
}

/**
 * Asks the worker to forget every kept ticket page (logout), answered on the message's port once done. It goes
 * through the same queue as keeps, so a keep still running when the visitor logs out cannot write it back after.
 */
export interface ForgetTicketsMessage {
  type: 'forget-tickets'
}

export interface KeepReply {
  kept: boolean
}

/** What the worker keeps: the tickets opened on this device (cleared on logout) and the files of the build kept. */
export interface KeptState {
  tickets: number[]
  files: string[]
}

/** The ticket page's address for a ticket. */
export function ticketPage(ticketId: number): string {
  return `${TICKET_PAGE}?id=${ticketId}`
}

/** The ticket id of a ticket page address (any other query keys ignored); null for any other address. */
export function ticketIdOf(url: string, base = 'http://localhost'): number | null {
  let parsed: URL
  try {
    parsed = new URL(url, base)
  } catch {
    return null
  }
  if (parsed.pathname !== TICKET_PAGE) return null
  const id = parsed.searchParams.get('id') || ''
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null
}

/** True for a message asking to keep a ticket. */
export function isKeepMessage(data: unknown): data is KeepTicketMessage {
  const m = data as Partial<KeepTicketMessage> | null
  return !!m && m.type === 'keep-ticket' && Number.isSafeInteger(m.ticketId) && (m.ticketId as number) > 0
}

/** True for a message asking to forget every kept ticket page. */
export function isForgetMessage(data: unknown): data is ForgetTicketsMessage {
  return !!data && (data as Partial<ForgetTicketsMessage>).type === 'forget-tickets'
}

/**
 * The addresses the ticket page boots from, read from route-manifest.json: the initial files (what index.html
 * loads) and the ticket route's own chunks. Nothing of other routes: the worker must not hold the rest of the app.
 */
export function filesToKeep(manifest: unknown): string[] {
  const m = manifest as { initial?: unknown; routes?: Record<string, unknown> } | null
  const initial = Array.isArray(m?.initial) ? m.initial : []
  const route = m?.routes && Array.isArray(m.routes[TICKET_ROUTE]) ? (m.routes[TICKET_ROUTE] as unknown[]) : []
  const files = [...initial, ...route]
    .filter((f): f is string => typeof f === 'string' && !f.endsWith('.map'))
    .map(f => `${BASE_PATH}/${f.replace(/^\/+/, '')}`)
    .filter(f => KEPT_FILE.test(f) && !f.includes('..'))
  return Array.from(new Set(files))
}

/** A kept state read back (anything malformed reads as nothing kept). */
export function parseState(value: unknown): KeptState {
  const s = value as Partial<KeptState> | null
  return {
    tickets: Array.isArray(s?.tickets) ? s.tickets.filter(t => Number.isSafeInteger(t) && t > 0) : [],
    files: Array.isArray(s?.files) ? s.files.filter(f => typeof f === 'string' && KEPT_FILE.test(f)) : []
  }
}
