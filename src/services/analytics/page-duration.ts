import { ActiveTime } from './active-time'
import type { ClientCore } from './client-core'
import { AnalyticsEvent, IDLE_MS, MAX_DURATION_INTERVAL_MS, MIN_DURATION_INTERVAL_MS, PAGE_DURATION_MS } from './constants'
import type { Enqueue, PageView } from './delivery'
import type { AnalyticsEnvironment, DurationOptions, Properties } from './types'

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

interface PageDuration {
  /** Starts timing the current page view (ending the one before); the answer stops it. */
  start: (opts?: DurationOptions) => () => void
  /** Ends the open session, if any, with its final report. */
  stop: () => void
  recordScrollDepth: (percent: number) => void
  /** The document is hidden: the open session goes idle and reports what it has. */
  hidden: () => void
  /** The document is shown again: activity. */
  shown: () => void
}

export const seconds = (ms: number): number => Math.round(ms / 100) / 10

/** PAGE_DURATION: active and engaged time and scroll depth of the page view open, reported every interval. */
export function createPageDuration(core: ClientCore, env: AnalyticsEnvironment, currentView: () => PageView, enqueue: Enqueue): PageDuration {
  const { now, safely } = core
  let duration: DurationSession | null = null

  function reportDuration(session: DurationSession, final: boolean): void {
    const t = now()
    const activeMs = session.active.take(t)
    session.engagedMs += activeMs
    // Idle intervals send nothing: an open tab left alone must not produce an event every 5 s forever.
    if (activeMs < 100) return
    const elapsedMs = t - session.lastReportAt
    session.lastReportAt = t
    if (!core.enabled()) return
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

  function start(opts: DurationOptions = {}): () => void {
    if (duration) endDuration(duration)
    const requested = Number(opts.intervalMs)
    const intervalMs =
      Number.isFinite(requested) && requested > 0 ? Math.min(MAX_DURATION_INTERVAL_MS, Math.max(MIN_DURATION_INTERVAL_MS, requested)) : PAGE_DURATION_MS
    const t = now()
    const session: DurationSession = {
      view: currentView(),
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

  return {
    start,
    stop: () => {
      if (duration) endDuration(duration)
    },
    recordScrollDepth: (percent: number) => {
      if (!duration || typeof percent !== 'number' || !Number.isFinite(percent)) return
      duration.scrollDepth = Math.max(duration.scrollDepth, Math.min(100, Math.max(0, Math.round(percent))))
    },
    hidden: () => {
      if (!duration) return
      duration.active.idle(now())
      reportDuration(duration, false)
    },
    shown: () => duration?.active.activity(now())
  }
}
