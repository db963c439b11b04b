/**
 * The offline-ticket service worker (extension `offlineTicket`, issue #29 item 4): a ticket opened once opens
 * again without signal, from the home screen or a bookmark. It keeps exactly that: the ticket page's document
 * and the files it boots from (src/shared/offline-ticket.ts), written only when the app asks after
 * showing a ticket online. The ticket's own data and QR are the app's copy on the device
 * (src/features/events/ticket-cache.ts, per account). Every other page goes to the network as if there were no
 * worker: offline it is the browser's own error, never a cached page, and the painted first view is untouched.
 * Built by config/service-worker-plugin.ts into offline-ticket-sw.js.
 */
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'
import {
  CACHE_NAME,
  CACHE_PREFIX,
  filesToKeep,
  isForgetMessage,
  isKeepMessage,
  KEPT_FILE,
  parseState,
  ROUTE_MANIFEST,
  STATE_URL,
  TICKET_PAGE,
  ticketIdOf,
  ticketPage,
  type KeepReply,
  type KeptState
} from '@/shared/offline-ticket'

declare const self: ServiceWorkerGlobalScope

/** The network answers are never written by a fetch: only `keep` writes, so nothing else is ever kept. */
const neverWrite: WorkboxPlugin = { cacheWillUpdate: async () => null }

async function readState(cache: Cache): Promise<KeptState> {
  const res = await cache.match(STATE_URL)
  return parseState(res ? await res.json().catch(() => null) : null)
}

const writeState = (cache: Cache, state: KeptState) =>
  cache.put(STATE_URL, new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } }))

/**
 * Keeps ticket `ticketId`'s page: the document (the same shell for every ticket, stored once) and the files
 * of this build it boots from; the files of an older build go, since the document now names the new ones.
 */
async function keep(ticketId: number): Promise<boolean> {
  const [manifestRes, doc] = await Promise.all([fetch(ROUTE_MANIFEST, { cache: 'no-cache' }), fetch(ticketPage(ticketId), { cache: 'no-cache' })])
  if (!manifestRes.ok || !doc.ok || !(doc.headers.get('Content-Type') || '').startsWith('text/html')) return false
  const files = filesToKeep(await manifestRes.json())
  if (!files.length) return false
  const cache = await caches.open(CACHE_NAME)
  const state = await readState(cache)
  const have = new Set(state.files)
  // Hashed files never change: only the new ones are fetched (mostly from the browser's HTTP cache).
  await cache.addAll(files.filter(f => !have.has(f)))
  await cache.put(TICKET_PAGE, doc)
  await Promise.all(state.files.filter(f => !files.includes(f)).map(f => cache.delete(f)))
  await writeState(cache, { tickets: Array.from(new Set([...state.tickets, ticketId])), files })
  return true
}

// One keep at a time: each reads and writes the whole state.
let queue: Promise<unknown> = Promise.resolve()

self.addEventListener('message', event => {
  const port = event.ports[0]
  if (isKeepMessage(event.data)) {
    const { ticketId } = event.data
    const done = (queue = queue.then(() => keep(ticketId)).catch(() => false))
    event.waitUntil(done.then(kept => port?.postMessage({ kept: kept === true } satisfies KeepReply)))
  } else if (isForgetMessage(event.data)) {
    // After any keep still running (logout while a keep was under way must not leave the page kept).
    const done = (queue = queue.then(() => caches.delete(CACHE_NAME)).catch(() => false))
    event.waitUntil(done.then(() => port?.postMessage({ forgotten: true })))
  }
})

self.addEventListener('install', () => {
  // Nothing to prepare: the first keep fetches what it needs. A new version takes over at once.
  void self.skipWaiting()
})

self.addEventListener('activate', event => {
  event.waitUntil(caches.keys().then(names => Promise.all(names.filter(n => n.startsWith(CACHE_PREFIX) && n !== CACHE_NAME).map(n => caches.delete(n)))))
})

/** A kept ticket's page: the network first (always fresh online), the kept document when there is none. */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && ticketIdOf(url.href) !== null,
  new NetworkFirst({
    cacheName: CACHE_NAME,
    // A door with one bar of signal: after 6 s the kept page, while the network may still answer later.
    networkTimeoutSeconds: 6,
    // Stored under one key by keep(): its Vary (Accept-Encoding) must not make a navigation miss it.
    matchOptions: { ignoreVary: true },
    plugins: [
      neverWrite,
      {
        // The one document is stored under the page's address without a query; the ticket asked for is noted
        // first, since the later callbacks only see that shared key.
        cacheKeyWillBeUsed: async ({ request, state }) => {
          if (state) state.ticketId = ticketIdOf(request.url)
          return TICKET_PAGE
        },
        // Only tickets opened on this device since the last logout; another id waits for the network.
        cachedResponseWillBeUsed: async ({ cachedResponse, cacheName, state }) => {
          const id = state?.ticketId
          if (!cachedResponse || typeof id !== 'number') return null
          const kept = await readState(await caches.open(cacheName))
          return kept.tickets.includes(id) ? cachedResponse : null
        }
      }
    ]
  })
)

/** The kept files (hashed, never changing) from the cache; any other file from the network, as without a worker. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && KEPT_FILE.test(url.pathname),
  new CacheFirst({ cacheName: CACHE_NAME, matchOptions: { ignoreVary: true }, plugins: [neverWrite] })
)
