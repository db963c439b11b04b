import { CACHE_NAME, CACHE_PREFIX, WORKER_SCOPE, WORKER_URL, type ForgetTicketsMessage, type KeepReply, type KeepTicketMessage } from '@/shared/offline-ticket'
import { settleWithin } from '@/utils/deadline'
import { whenIdle } from './idle'

/** How long a keep may take (the worker fetches the page and the build's files) before it counts as failed. */
const KEEP_TIMEOUT_MS = 30_000

/** Resolves once the browser is idle, so registering and keeping never compete with the page's own work. */
function idle(): Promise<void> {
  return new Promise(resolve => whenIdle(resolve))
}

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined' && window.isSecureContext

/** `promise`, or null when it has not settled in time (a worker that never activates must not hang the page's hook). */
function within<T>(promise: Promise<T>, ms = KEEP_TIMEOUT_MS): Promise<T | null> {
  return settleWithin(promise, ms, () => null)
}

/** The worker's answer to one message (on its own channel). */
function ask<R>(worker: ServiceWorker, message: KeepTicketMessage | ForgetTicketsMessage): Promise<R> {
  return new Promise(resolve => {
    const channel = new MessageChannel()
    channel.port1.onmessage = event => resolve(event.data as R)
    worker.postMessage(message, [channel.port2])
  })
}

/**
 * Registers the offline-ticket worker (src/service-worker/offline-ticket-sw.ts) once the page is idle and asks
 * it to keep this ticket's page; true once kept. Any failure (no worker support, a private window, a refused
 * registration) is a false: the ticket page works as before.
 */
export async function keepTicketPage(ticketId: number): Promise<boolean> {
  if (!supported()) return false
  try {
    await idle()
    await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE })
    const registration = await within(navigator.serviceWorker.ready)
    const worker = registration?.active
    if (!worker) return false
    const reply = await within(ask<KeepReply>(worker, { type: 'keep-ticket', ticketId }))
    return reply?.kept === true
  } catch {
    return false
  }
}

/** Forgets every kept ticket page (logout): the worker then opens none offline until one is opened again. */
export async function forgetTicketPages(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    await caches.delete(CACHE_NAME)
    // And through the worker's queue, after a keep it may still be running (which would write the page back).
    const registration = supported() ? await navigator.serviceWorker.getRegistration(WORKER_SCOPE) : undefined
    const worker = registration?.active
    if (worker) await within(ask(worker, { type: 'forget-tickets' }), 5000)
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Removes the offline-ticket worker and its caches (the server no longer offers the extension). */
export async function removeTicketWorker(): Promise<void> {
  if (!supported()) return
  try {
    const registrations = await navigator.serviceWorker.getRegistrations()
    const ours = registrations.filter(r => [r.active, r.waiting, r.installing].some(w => w && new URL(w.scriptURL).pathname === WORKER_URL))
    await Promise.all(ours.map(r => r.unregister()))
    const names = await caches.keys()
    await Promise.all(names.filter(n => n.startsWith(CACHE_PREFIX)).map(n => caches.delete(n)))
  } catch {
    // nothing to remove
  }
}
