import type { ClientCore } from './client-core'
import { PLUGIN_READY_WAIT_MS, QUEUE_DRAIN_MS, REQUEST_TIMEOUT_MS } from './constants'
import { fitPayload, MAX_EVENT_BYTES } from './fit'
import { AnalyticsQueue } from './queue'
import { cleanProperties } from './sanitize'
import { createHttpTransport, taroStorage } from './transport'
import type { AnalyticsOptions, AnalyticsPayload, PageProperties, Properties } from './types'

/** The page view an event belongs to: its anonymous page id and page properties. */
export interface PageView {
  id: string
  pageProperties: PageProperties
}

/** Builds an event's payload (the visit's tracking parameters added, within the server's bounds) and queues it. */
export type Enqueue = (type: AnalyticsPayload['type'], event: string, props: Properties | undefined, pv: PageView) => void

interface Delivery {
  enqueue: Enqueue
  /** Sends what is queued with keepalive (the page is going away). */
  flushKeepalive: () => void
  /** Sends what is queued now (or with keepalive); never rejects. */
  flush: (opts?: { keepalive?: boolean }) => Promise<void>
  /** Stops the drain timer. */
  stop: () => void
}

/** The bounded persisted queue over its transport, drained every QUEUE_DRAIN_MS, and the payloads it holds. */
export function createDelivery(options: AnalyticsOptions, core: ClientCore): Delivery {
  const { now, logOnce } = core
  const queue = new AnalyticsQueue({
    transport: options.transport || createHttpTransport(),
    storage: options.storage || taroStorage,
    now,
    random: () => (options.random ? options.random() : Math.random()),
    siteId: core.siteId,
    canSend: core.enabled,
    log: core.log,
    timeoutMs: REQUEST_TIMEOUT_MS
  })
  const createdAt = now()

  const enqueue: Enqueue = (type, event, props, pv) => {
    let properties: Properties
    try {
      properties = cleanProperties({ ...core.trackParams(), ...props })
    } catch (error) {
      logOnce(`props:${event}`, `analytics: ${event} properties are not JSON (${String(error)}); sent without them`)
      properties = cleanProperties(core.trackParams())
    }
    const payload = { siteId: core.siteId() ?? '', anonymousPageId: pv.id, type, event, properties, pageProperties: pv.pageProperties }
    // Within the server's bounds, or the whole batch holding it would be refused.
    let fitted: AnalyticsPayload | null
    try {
      fitted = fitPayload(payload, cleanProperties(core.trackParams()))
    } catch {
      fitted = null
    }
    if (!fitted) {
      logOnce(`size:${event}`, `analytics: ${event} is larger than ${MAX_EVENT_BYTES} bytes even without its properties; dropped`)
      return
    }
    if (fitted.properties !== properties && fitted.properties.truncated === true) {
      logOnce(`size:${event}`, `analytics: ${event} properties are over ${MAX_EVENT_BYTES} bytes; sent without them`)
    }
    queue.enqueue(fitted)
  }

  const drainTimer = setInterval(() => {
    core.safely('drain', () => {
      if (!queue.size) return
      if (queue.waitingForSite() && now() - createdAt >= PLUGIN_READY_WAIT_MS) {
        logOnce('siteId', `analytics: no site id after ${PLUGIN_READY_WAIT_MS / 1000} s; events are kept until one is known`)
      }
      void queue.drain()
    })
  }, QUEUE_DRAIN_MS)

  return {
    enqueue,
    flushKeepalive: () => queue.flushKeepalive(),
    flush: opts => {
      try {
        if (opts?.keepalive) {
          queue.flushKeepalive()
          return Promise.resolve()
        }
        return queue.drain(true).catch(() => undefined)
      } catch {
        return Promise.resolve()
      }
    },
    stop: () => clearInterval(drainTimer)
  }
}
