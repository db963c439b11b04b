import { ApiError } from '@/services/http/errors'
import type { AnalyticsPayload, AnalyticsStorage, AnalyticsTransport } from './types'
import { BATCH, KEEPALIVE_REQUEUE_MS, MAX_BACKOFF_MS, MAX_QUEUE, QUEUE_DRAIN_MS, QUEUE_STORAGE_KEY, REQUEST_TIMEOUT_MS } from './constants'

export interface QueueOptions {
  transport: AnalyticsTransport
  storage: AnalyticsStorage
  now(): number
  random(): number
  /** The site id to fill into events queued before it was known; null while still unknown. */
  siteId(): number | string | null | undefined
  /** false: nothing is sent (events stay queued). */
  canSend(): boolean
  log(line: string): void
  maxQueue?: number
  batch?: number
  timeoutMs?: number
}

/** Jittered exponential backoff: QUEUE_DRAIN_MS doubled per failure, capped, then scaled by 0.5-1. */
export function backoffMs(failures: number, random: number, base = QUEUE_DRAIN_MS, cap = MAX_BACKOFF_MS): number {
  const ceiling = Math.min(cap, base * Math.pow(2, Math.max(0, failures - 1)))
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random)))
}

function hasSite(p: AnalyticsPayload): boolean {
  return p.siteId !== '' && p.siteId !== null && p.siteId !== undefined
}

function isPayload(value: unknown): value is AnalyticsPayload {
  const p = value as AnalyticsPayload
  return (
    !!p &&
    typeof p === 'object' &&
    typeof p.event === 'string' &&
    !!p.event &&
    typeof p.anonymousPageId === 'string' &&
    (p.type === 'event' || p.type === 'systemEvent') &&
    !!p.properties &&
    typeof p.properties === 'object' &&
    !!p.pageProperties &&
    typeof p.pageProperties === 'object'
  )
}

/**
 * The event queue: enqueue returns at once; drain() sends batches in order, keeps failures queued
 * with backoff; bounded (oldest dropped) and persisted after every change so a reload resends.
 * Delivery is at-least-once: an item is removed only after its batch was accepted.
 */
export class AnalyticsQueue {
  private items: AnalyticsPayload[]
  private readonly inFlight = new Set<AnalyticsPayload>()
  private failures = 0
  private retryAt = 0
  private draining: Promise<void> | null = null
  private readonly maxQueue: number
  private readonly batch: number
  private readonly timeoutMs: number

  constructor(private readonly o: QueueOptions) {
    this.maxQueue = o.maxQueue ?? MAX_QUEUE
    this.batch = o.batch ?? BATCH
    this.timeoutMs = o.timeoutMs ?? REQUEST_TIMEOUT_MS
    this.items = this.restore()
  }

  get size(): number {
    return this.items.length
  }

  /** Events waiting (in flight included), oldest first. */
  pending(): readonly AnalyticsPayload[] {
    return this.items
  }

  /** Whether the queue holds events that cannot go yet because no site id is known. */
  waitingForSite(): boolean {
    return this.items.some(p => !hasSite(p))
  }

  enqueue(payload: AnalyticsPayload): void {
    this.items.push(payload)
    this.bound()
    this.persist()
  }

  /** Sends everything sendable, batch by batch; respects the backoff unless forced. Never rejects. */
  drain(force = false): Promise<void> {
    if (this.draining) return this.draining
    if (!force && this.o.now() < this.retryAt) return Promise.resolve()
    if (!this.items.length) return Promise.resolve()
    this.draining = this.sendAll().finally(() => {
      this.draining = null
    })
    return this.draining
  }

  /**
   * Page is going away: hand every sendable event to a keepalive request now, synchronously.
   *
   * The page may not live to see the answer, and when it is unloaded Chromium reports the request as
   * failed (net::ERR_ABORTED) even though the browser carried it to the server. So:
   * - API healthy (last send went through): the events leave the queue before sending, and a failure
   *   puts them back only if the page is still alive KEEPALIVE_REQUEUE_MS later (a hidden tab). Putting
   *   them back at once stored them for the next load, which sent every such event twice.
   * - API failing (sends are backing off): the send most likely fails too, so the events stay queued and
   *   persisted (marked in flight) and leave only on a confirmed answer: a reload while the API is down
   *   keeps them, and the next load sends them. If the API came back at that very moment they may be
   *   stored twice: delivery is at-least-once.
   */
  flushKeepalive(): void {
    if (!this.o.canSend()) return
    const ready = this.ready(Number.POSITIVE_INFINITY)
    if (!ready.length) return
    const apiFailing = this.failures > 0
    if (apiFailing) ready.forEach(p => this.inFlight.add(p))
    else this.remove(ready)
    for (let i = 0; i < ready.length; i += this.batch) {
      const chunk = ready.slice(i, i + this.batch)
      let sent: Promise<void>
      try {
        sent = Promise.resolve(this.o.transport(chunk, { keepalive: true, timeoutMs: this.timeoutMs }))
      } catch (error) {
        sent = Promise.reject(error)
      }
      sent.then(
        () => {
          if (!apiFailing) return
          chunk.forEach(p => this.inFlight.delete(p))
          this.delivered(chunk)
        },
        () => {
          if (apiFailing) chunk.forEach(p => this.inFlight.delete(p))
          else setTimeout(() => this.requeue(chunk), KEEPALIVE_REQUEUE_MS)
        }
      )
    }
  }

  private async sendAll(): Promise<void> {
    while (this.o.canSend()) {
      const batch = this.ready(this.batch)
      if (!batch.length) return
      batch.forEach(p => this.inFlight.add(p))
      try {
        await withTimeout(() => this.o.transport(batch, { keepalive: false, timeoutMs: this.timeoutMs }), this.timeoutMs)
        this.delivered(batch)
      } catch (error) {
        if (refusedForGood(error)) {
          // Sending it again would be refused again and hold every later event back: drop it.
          this.remove(batch)
          this.o.log(`analytics: the server refused ${batch.length} event(s) (${describe(error)}); dropped`)
          continue
        }
        this.failures += 1
        const wait = backoffMs(this.failures, this.o.random())
        this.retryAt = this.o.now() + wait
        if (this.failures === 1) this.o.log(`analytics: send failed (${describe(error)}); ${this.items.length} event(s) kept, retrying`)
        return
      } finally {
        batch.forEach(p => this.inFlight.delete(p))
      }
    }
  }

  /** Up to `limit` events not in flight, site id filled in; events still without one wait. */
  private ready(limit: number): AnalyticsPayload[] {
    const out: AnalyticsPayload[] = []
    let site: number | string | null | undefined
    let filled = false
    for (const p of this.items) {
      if (out.length >= limit) break
      if (this.inFlight.has(p)) continue
      if (!hasSite(p)) {
        if (site === undefined) site = this.o.siteId() ?? null
        if (site === null || site === '') continue
        p.siteId = site
        filled = true
      }
      out.push(p)
    }
    if (filled) this.persist()
    return out
  }

  /** A batch the server accepted: it leaves the queue and the backoff starts over. */
  private delivered(batch: AnalyticsPayload[]): void {
    this.remove(batch)
    if (this.failures) this.o.log(`analytics: delivered after ${this.failures} failed attempt(s)`)
    this.failures = 0
    this.retryAt = 0
  }

  private remove(sent: AnalyticsPayload[]): void {
    const gone = new Set(sent)
    this.items = this.items.filter(p => !gone.has(p))
    this.persist()
  }

  private requeue(chunk: AnalyticsPayload[]): void {
    this.items = [...chunk, ...this.items]
    this.bound()
    this.persist()
  }

  private bound(): void {
    const extra = this.items.length - this.maxQueue
    if (extra <= 0) return
    this.items.splice(0, extra)
    this.o.log(`analytics: queue full, dropped the ${extra} oldest event(s)`)
  }

  private persist(): void {
    try {
      this.o.storage.set(QUEUE_STORAGE_KEY, JSON.stringify(this.items))
    } catch {
      // Storage full or unavailable: the queue lives on in memory.
    }
  }

  private restore(): AnalyticsPayload[] {
    try {
      const raw = this.o.storage.get(QUEUE_STORAGE_KEY)
      const value: unknown = typeof raw === 'string' && raw ? JSON.parse(raw) : raw
      if (!Array.isArray(value)) return []
      return value.filter(isPayload).slice(-this.maxQueue)
    } catch {
      return []
    }
  }
}

/** The server answered that this batch is malformed or too large (HTTP/envelope 400 or 413): never accepted later. */
function refusedForGood(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 400 || error.code === 413)
}

/** Rejects when the send takes longer than the timeout (a transport that never answers must not stall the queue). */
function withTimeout(send: () => Promise<void>, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms)
    let pending: Promise<void>
    try {
      pending = Promise.resolve(send())
    } catch (error) {
      pending = Promise.reject(error)
    }
    pending.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      error => {
        clearTimeout(timer)
        reject(error)
      }
    )
  })
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}
