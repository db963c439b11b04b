import type { ClientCore } from './client-core'
import { AnalyticsEvent } from './constants'
import type { Enqueue, PageView } from './delivery'
import { seconds } from './page-duration'
import type { PlayTracking, Properties } from './types'

interface Play {
  view: PageView
  props: Properties
  playedMs: number
  reportedMs: number
  startedAt: number | null
}

interface PlayDurations {
  /** The public play API: start, pause, resume, end per asset. */
  play: PlayTracking
  /** Reports what every open play has played since its last report (the page is going away). */
  reportAll: () => void
  /** Forgets the open plays. */
  clear: () => void
}

const assetKey = (assetId: string | number): string => {
  if ((typeof assetId !== 'string' && typeof assetId !== 'number') || assetId === '') throw new TypeError('assetId is required')
  return String(assetId)
}

/** PLAY_DURATION per asset: seconds since the asset's previous report, and its running total. */
export function createPlayDurations(core: ClientCore, currentView: () => PageView, enqueue: Enqueue): PlayDurations {
  const { now, guarded } = core
  const plays = new Map<string, Play>()

  function played(play: Play, t: number): number {
    return play.playedMs + (play.startedAt === null ? 0 : Math.max(0, t - play.startedAt))
  }

  function reportPlay(assetId: string, play: Play, ended: boolean): void {
    const total = played(play, now())
    const segment = total - play.reportedMs
    if (!ended && segment < 100) return
    play.reportedMs = total
    if (!core.enabled()) return
    enqueue('systemEvent', AnalyticsEvent.PLAY_DURATION, { ...play.props, assetId, seconds: seconds(segment), totalSeconds: seconds(total), ended }, play.view)
  }

  const play: PlayTracking = {
    start: guarded('play.start', (assetId: string | number, props?: Properties) => {
      const key = assetKey(assetId)
      const existing = plays.get(key)
      if (existing) reportPlay(key, existing, true)
      plays.set(key, { view: currentView(), props: props && typeof props === 'object' ? { ...props } : {}, playedMs: 0, reportedMs: 0, startedAt: now() })
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
      if (!p) plays.set(key, { view: currentView(), props: {}, playedMs: 0, reportedMs: 0, startedAt: now() })
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

  return {
    play,
    reportAll: () => plays.forEach((p, key) => reportPlay(key, p, false)),
    clear: () => plays.clear()
  }
}
