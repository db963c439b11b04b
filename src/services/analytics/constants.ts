/** Analytics timing and limits (spec §9 plus the queue's own bounds). All times in milliseconds. */

/** The queue is drained this often. */
export const QUEUE_DRAIN_MS = 3000
/** Timeout handed to the transport for one batch. */
export const REQUEST_TIMEOUT_MS = 10000
/** Default interval between PAGE_DURATION events. */
export const PAGE_DURATION_MS = 5000
/** Without touch/scroll/key/visibility activity for this long, active time stops counting. */
export const IDLE_MS = 30000
/** How long events wait for a site id before the client logs that it is missing (events are kept). */
export const PLUGIN_READY_WAIT_MS = 10000
/**
 * A keepalive send that failed is put back in the queue only after this long: a document being
 * unloaded runs no more timers, and its "failed" keepalive request usually reached the server anyway.
 */
export const KEEPALIVE_REQUEUE_MS = 1000
/** Queue bound: beyond it the oldest events are dropped. */
export const MAX_QUEUE = 500
/** Events per request. */
export const BATCH = 20
/** Retry backoff cap (jittered, doubled per consecutive failure from QUEUE_DRAIN_MS). */
export const MAX_BACKOFF_MS = 60000
/** Bounds for a caller-chosen duration interval. */
export const MIN_DURATION_INTERVAL_MS = 1000
export const MAX_DURATION_INTERVAL_MS = 600000
/** Storage key of the persisted queue. */
export const QUEUE_STORAGE_KEY = 'analytics_queue'

/** Event names the client sends itself. */
export const AnalyticsEvent = {
  PAGE_VIEW: 'PAGE_VIEW',
  IDENTIFY: 'IDENTIFY',
  PAGE_DURATION: 'PAGE_DURATION',
  PLAY_DURATION: 'PLAY_DURATION'
} as const
