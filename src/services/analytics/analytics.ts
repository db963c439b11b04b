import { browserEnvironment } from './browser'
import { createClientCore } from './client-core'
import { createDelivery } from './delivery'
import { createPageDuration } from './page-duration'
import { createPageViews } from './page-views'
import { createPlayDurations } from './play-duration'
import type { Analytics, AnalyticsOptions, DurationOptions } from './types'

/**
 * The visitor-behaviour client of spec §4: page views, identify, named events, page duration with
 * active/engaged time and scroll depth, play duration per asset, over a bounded persisted queue.
 * Every public method swallows its own errors: analytics never breaks a page. The parts: client-core.ts
 * (clock, switch, logging, guards), delivery.ts (payloads, queue, drain), page-views.ts, page-duration.ts,
 * play-duration.ts; this file wires them to the document's lifecycle.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const core = createClientCore(options)
  const { safely, guarded } = core
  const env = { ...browserEnvironment, ...options.environment }
  const delivery = createDelivery(options, core)
  const views = createPageViews(options, core, delivery.enqueue)
  const duration = createPageDuration(core, env, views.current, delivery.enqueue)
  const plays = createPlayDurations(core, views.current, delivery.enqueue)

  /** The document is hidden or unloading: close the open intervals and send everything with keepalive. */
  function onDocumentHidden(): void {
    if (core.disposed()) return
    safely('pagehide', () => {
      duration.hidden()
      plays.reportAll()
      delivery.flushKeepalive()
    })
  }

  function onDocumentShown(): void {
    if (core.disposed()) return
    safely('pageshow', duration.shown)
  }

  const unsubscribers: Array<() => void> = []
  try {
    unsubscribers.push(env.onPageHide(onDocumentHidden))
    unsubscribers.push(env.onPageShow(onDocumentShown))
  } catch {
    // no page lifecycle events on this platform
  }

  const clear = (): void => {
    if (core.disposed()) return
    safely('clear', () => {
      duration.stop()
      plays.reportAll()
      plays.clear()
      delivery.flushKeepalive()
    })
  }

  return {
    page: views.page,
    identify: views.identify,
    track: views.track,
    startPageDuration: (opts?: DurationOptions) => {
      if (core.disposed()) return () => undefined
      try {
        if (!core.enabled()) return () => undefined
        return duration.start(opts)
      } catch (error) {
        core.logOnce('startPageDuration', `analytics: startPageDuration ignored (${String(error)})`)
        return () => undefined
      }
    },
    stopPageDuration: guarded('stopPageDuration', duration.stop, false),
    recordScrollDepth: guarded('recordScrollDepth', duration.recordScrollDepth),
    play: plays.play,
    flush: opts => (core.disposed() ? Promise.resolve() : delivery.flush(opts)),
    clear,
    dispose: () => {
      if (core.disposed()) return
      clear()
      core.dispose()
      delivery.stop()
      unsubscribers.forEach(off => safely('dispose', off))
    }
  }
}
