import { detectAppMode, trackingEnabled } from '@/services/app-mode'
import { launchQuery } from '@/services/platform/launch'
import { ActiveTime } from './active-time'
import { browserEnvironment, currentPageProperties } from './browser'
import {
  AnalyticsEvent,
  IDLE_MS,
  MAX_DURATION_INTERVAL_MS,
  MIN_DURATION_INTERVAL_MS,
  PAGE_DURATION_MS,
  PLUGIN_READY_WAIT_MS,
  QUEUE_DRAIN_MS,
  REQUEST_TIMEOUT_MS
} from './constants'
import { EventMissingError } from './errors'
import { randomId } from './ids'
import { AnalyticsQueue } from './queue'
import { fitPayload, MAX_EVENT_BYTES } from './fit'
import { cleanPageProperties, cleanProperties } from './sanitize'
import { createHttpTransport, taroStorage } from './transport'
import type { Analytics, AnalyticsOptions, AnalyticsPayload, DurationOptions, PageProperties, Properties } from './types'

interface PageView {
  id: string
  pageProperties: PageProperties
}

interface DurationSession {
  view: PageView
  active: ActiveTime
  timer: ReturnType<typeof setInterval>
  lastReportAt: number
  engagedMs: number
  scrollDepth: number
  contentId?: string | number
  unsubscribe: () => void
}

interface Play {
  view: PageView
  props: Properties
  playedMs: number
  reportedMs: number
  startedAt: number | null
}

const seconds = (ms: number): number => Math.round(ms / 100) / 10

/** The client is on by default only outside editor, restricted and development modes (spec §6). */
function defaultEnabled(): boolean {
  return trackingEnabled(detectAppMode(launchQuery()))
}

function defaultLog(line: string): void {
  if (typeof console !== 'undefined') console.warn(line)
}

/**
 * The visitor-behaviour client of spec §4: page views, identify, named events, page duration with
 * active/engaged time and scroll depth, play duration per asset, over a bounded persisted queue.
 * Every public method swallows its own errors: analytics never breaks a page.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const now = () => (options.now ? options.now() : Date.now())
  // Read once: on H5 the launch query is the current URL, and editor mode must survive in-app navigation.
  let launchEnabled: boolean | null = null
  const enabledFn = options.enabled || (() => (launchEnabled ??= defaultEnabled()))
  const env = { ...browserEnvironment, ...options.environment }
  const logged = new Set<string>()
  const rawLog = options.log || defaultLog
  const log = (line: string) => {
    try {
      rawLog(line)
    } catch {
      // a broken logger is not our problem to surface
    }
  }
  const logOnce = (key: string, line: string) => {
    if (logged.has(key)) return
    logged.add(key)
    log(line)
  }
  const enabled = (): boolean => {
    try {
      return !!enabledFn()
    } catch {
      return false
    }
  }
  const siteId = (): number | string | null => {
    try {
      const id = options.siteId()
      return id === undefined || id === null || id === '' ? null : id
    } catch {
      return null
    }
  }

  const queue = new AnalyticsQueue({
    transport: options.transport || createHttpTransport(),
    storage: options.storage || taroStorage,
    now,
    random: () => (options.random ? options.random() : Math.random()),
    siteId,
    canSend: enabled,
    log,
    timeoutMs: REQUEST_TIMEOUT_MS
  })

  let disposed = false
  let view: PageView = { id: newPageId(), pageProperties: readPageProperties() }
  let duration: DurationSession | null = null
  const plays = new Map<string, Play>()
  const createdAt = now()

  function newPageId(): string {
    try {
      const id = options.anonymousPageId ? options.anonymousPageId() : randomId()
      return typeof id === 'string' && id ? id : randomId()
    } catch {
      return randomId()
    }
  }

  function readPageProperties(title?: string): PageProperties {
    let raw: Partial<PageProperties> = {}
    try {
      raw = (options.pageProperties ? options.pageProperties() : currentPageProperties()) || {}
    } catch (error) {
      logOnce('pageProperties', `analytics: page properties unavailable (${String(error)})`)
    }
    const props = cleanPageProperties(raw)
    if (title) props.title = title.slice(0, 300)
    return props
  }

  function trackParams(): Properties {
    try {
      return options.trackParams?.() || {}
    } catch {
      return {}
    }
  }

  function enqueue(type: AnalyticsPayload['type'], event: string, props: Properties | undefined, pv: PageView): void {
    let properties: Properties
    try {
      properties = cleanProperties({ ...trackParams(), ...props })
    } catch (error) {
      logOnce(`props:${event}`, `analytics: ${event} properties are not JSON (${String(error)}); sent without them`)
      properties = cleanProperties(trackParams())
    }
    const payload = { siteId: siteId() ?? '', anonymousPageId: pv.id, type, event, properties, pageProperties: pv.pageProperties }
    // Within the server's bounds, or the whole batch holding it would be refused.
    let fitted: AnalyticsPayload | null
    try {
      fitted = fitPayload(payload, cleanProperties(trackParams()))
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

  /** Runs a public method: disposed/disabled → no-op, any error → logged once per kind, swallowed. */
  function guarded<A extends unknown[]>(name: string, fn: (...args: A) => void, needsEnabled = true): (...args: A) => void {
    return (...args: A) => {
      if (disposed) return
      try {
        if (needsEnabled && !enabled()) return
        fn(...args)
      } catch (error) {
        const kind = error instanceof Error ? error.name : 'Error'
        logOnce(`${name}:${kind}`, `analytics: ${name} ignored (${kind}: ${error instanceof Error ? error.message : String(error)})`)
      }
    }
  }

  // ---------------------------------------------------------------- page duration

  function reportDuration(session: DurationSession, final: boolean): void {
    const t = now()
    const activeMs = session.active.take(t)
    session.engagedMs += activeMs
    // Idle intervals send nothing: an open tab left alone must not produce an event every 5 s forever.
    if (activeMs < 100) return
    const elapsedMs = t - session.lastReportAt
    session.lastReportAt = t
    if (!enabled()) return
    const props: Properties = {
      duration: seconds(activeMs),
      elapsed: seconds(elapsedMs),
      engagedSeconds: seconds(session.engagedMs),
      scrollDepth: session.scrollDepth
    }
    if (session.contentId !== undefined && session.contentId !== '') props.contentId = session.contentId
    if (final) props.final = true
    enqueue('systemEvent', AnalyticsEvent.PAGE_DURATION, props, session.view)
  }

  function endDuration(session: DurationSession): void {
    if (duration !== session) return
    duration = null
    clearInterval(session.timer)
    session.unsubscribe()
    reportDuration(session, true)
  }

  function startDuration(opts: DurationOptions = {}): () => void {
    if (duration) endDuration(duration)
    const requested = Number(opts.intervalMs)
    const intervalMs =
      Number.isFinite(requested) && requested > 0 ? Math.min(MAX_DURATION_INTERVAL_MS, Math.max(MIN_DURATION_INTERVAL_MS, requested)) : PAGE_DURATION_MS
    const t = now()
    const session: DurationSession = {
      view,
      active: new ActiveTime(t, IDLE_MS),
      timer: setInterval(() => safely('duration', () => reportDuration(session, false)), intervalMs),
      lastReportAt: t,
      engagedMs: 0,
      scrollDepth: 0,
      contentId: opts.contentId,
      unsubscribe: () => undefined
    }
    duration = session
    try {
      session.unsubscribe = env.onActivity(() => safely('activity', () => session.active.activity(now())))
    } catch {
      // no activity events: the idle rule still stops counting after IDLE_MS
    }
    return () => safely('stopPageDuration', () => endDuration(session))
  }

  function safely(name: string, fn: () => void): void {
    try {
      fn()
    } catch (error) {
      logOnce(`${name}:timer`, `analytics: ${name} failed (${String(error)})`)
    }
  }

  // ---------------------------------------------------------------- play duration

  function played(play: Play, t: number): number {
    return play.playedMs + (play.startedAt === null ? 0 : Math.max(0, t - play.startedAt))
  }

  /** PLAY_DURATION: seconds since this asset's previous report, and the running total. */
  function reportPlay(assetId: string, play: Play, ended: boolean): void {
    const total = played(play, now())
    const segment = total - play.reportedMs
    if (!ended && segment < 100) return
    play.reportedMs = total
    if (!enabled()) return
    enqueue('systemEvent', AnalyticsEvent.PLAY_DURATION, { ...play.props, assetId, seconds: seconds(segment), totalSeconds: seconds(total), ended }, play.view)
  }

  const assetKey = (assetId: string | number): string => {
    if ((typeof assetId !== 'string' && typeof assetId !== 'number') || assetId === '') throw new TypeError('assetId is required')
    return String(assetId)
  }

  const play = {
    start: guarded('play.start', (assetId: string | number, props?: Properties) => {
      const key = assetKey(assetId)
      const existing = plays.get(key)
      if (existing) reportPlay(key, existing, true)
      plays.set(key, { view, props: props && typeof props === 'object' ? { ...props } : {}, playedMs: 0, reportedMs: 0, startedAt: now() })
    }),
    pause: guarded('play.pause', (assetId: string | number) => {
      const p = plays.get(assetKey(assetId))
      if (!p || p.startedAt === null) return
      p.playedMs = played(p, now())
      p.startedAt = null
    }),
    resume: guarded('play.resume', (assetId: string | number) => {
      const key = assetKey(assetId)
      const p = plays.get(key)
      if (!p) plays.set(key, { view, props: {}, playedMs: 0, reportedMs: 0, startedAt: now() })
      else if (p.startedAt === null) p.startedAt = now()
    }),
    end: guarded('play.end', (assetId: string | number) => {
      const key = assetKey(assetId)
      const p = plays.get(key)
      if (!p) return
      plays.delete(key)
      reportPlay(key, p, true)
    })
  }

  // ---------------------------------------------------------------- page hide / show

  /** The document is hidden or unloading: close the open intervals and send everything with keepalive. */
  function onDocumentHidden(): void {
    if (disposed) return
    safely('pagehide', () => {
      if (duration) {
        duration.active.idle(now())
        reportDuration(duration, false)
      }
      plays.forEach((p, key) => reportPlay(key, p, false))
      queue.flushKeepalive()
    })
  }

  function onDocumentShown(): void {
    if (disposed) return
    safely('pageshow', () => duration?.active.activity(now()))
  }

  const unsubscribers: Array<() => void> = []
  try {
    unsubscribers.push(env.onPageHide(onDocumentHidden))
    unsubscribers.push(env.onPageShow(onDocumentShown))
  } catch {
    // no page lifecycle events on this platform
  }

  const drainTimer = setInterval(() => {
    safely('drain', () => {
      if (!queue.size) return
      if (queue.waitingForSite() && now() - createdAt >= PLUGIN_READY_WAIT_MS) {
        logOnce('siteId', `analytics: no site id after ${PLUGIN_READY_WAIT_MS / 1000} s; events are kept until one is known`)
      }
      void queue.drain()
    })
  }, QUEUE_DRAIN_MS)

  // ---------------------------------------------------------------- public API

  const clear = (): void => {
    if (disposed) return
    safely('clear', () => {
      if (duration) endDuration(duration)
      plays.forEach((p, key) => reportPlay(key, p, false))
      plays.clear()
      queue.flushKeepalive()
    })
  }

  const analytics: Analytics = {
    page: guarded('page', (properties?: Properties) => {
      const props = properties && typeof properties === 'object' ? { ...properties } : {}
      const title = typeof props.title === 'string' ? props.title : undefined
      delete props.title
      view = { id: newPageId(), pageProperties: readPageProperties(title) }
      enqueue('systemEvent', AnalyticsEvent.PAGE_VIEW, props, view)
    }),
    identify: guarded('identify', (userId: string | number, traits?: Properties) => {
      const valid = (typeof userId === 'string' && userId.trim() !== '') || (typeof userId === 'number' && Number.isFinite(userId))
      if (!valid) throw new TypeError('identify needs a userId')
      enqueue('systemEvent', AnalyticsEvent.IDENTIFY, { ...traits, userId: String(userId) }, view)
    }),
    track: guarded('track', (name: string, properties?: Properties) => {
      if (typeof name !== 'string' || !name.trim()) throw new EventMissingError()
      const fresh = readPageProperties()
      // Same page as the current view: keep its title (set by page()) and its id.
      const pageProperties = fresh.url === view.pageProperties.url ? view.pageProperties : fresh
      enqueue('event', name.trim(), properties, { id: view.id, pageProperties })
    }),
    startPageDuration: (options?: DurationOptions) => {
      if (disposed) return () => undefined
      try {
        if (!enabled()) return () => undefined
        return startDuration(options)
      } catch (error) {
        logOnce('startPageDuration', `analytics: startPageDuration ignored (${String(error)})`)
        return () => undefined
      }
    },
    stopPageDuration: guarded(
      'stopPageDuration',
      () => {
        if (duration) endDuration(duration)
      },
      false
    ),
    recordScrollDepth: guarded('recordScrollDepth', (percent: number) => {
      if (!duration || typeof percent !== 'number' || !Number.isFinite(percent)) return
      duration.scrollDepth = Math.max(duration.scrollDepth, Math.min(100, Math.max(0, Math.round(percent))))
    }),
    play,
    flush: (opts?: { keepalive?: boolean }) => {
      if (disposed) return Promise.resolve()
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
    clear,
    dispose: () => {
      if (disposed) return
      clear()
      disposed = true
      clearInterval(drainTimer)
      unsubscribers.forEach(off => safely('dispose', off))
    }
  }
  return analytics
}
