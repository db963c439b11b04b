import { detectAppMode, trackingEnabled } from '@/services/app-mode'
import { launchQuery } from '@/services/platform/launch'
import type { AnalyticsOptions, Properties } from './types'

/** What every part of the client shares: the clock, the on/off switch, the site, logging and the guards. */
export interface ClientCore {
  now: () => number
  enabled: () => boolean
  siteId: () => number | string | null
  /** The visit's tracking parameters, added to every event's properties ({} when they cannot be read). */
  trackParams: () => Properties
  log: (line: string) => void
  /** Logs a line the first time its key is seen: one line per kind of problem, not one per event. */
  logOnce: (key: string, line: string) => void
  /** Runs `fn`, logging (once per name) and swallowing what it throws. */
  safely: (name: string, fn: () => void) => void
  /** A public method: disposed/disabled → no-op, any error → logged once per kind, swallowed. */
  guarded: <A extends unknown[]>(name: string, fn: (...args: A) => void, needsEnabled?: boolean) => (...args: A) => void
  disposed: () => boolean
  dispose: () => void
}

/** The client is on by default only outside editor, restricted and development modes (spec §6). */
function defaultEnabled(): boolean {
  return trackingEnabled(detectAppMode(launchQuery()))
}

function defaultLog(line: string): void {
  if (typeof console !== 'undefined') console.warn(line)
}

export function createClientCore(options: AnalyticsOptions): ClientCore {
  const now = () => (options.now ? options.now() : Date.now())
  // Read once: on H5 the launch query is the current URL, and editor mode must survive in-app navigation.
  let launchEnabled: boolean | null = null
  const enabledFn = options.enabled || (() => (launchEnabled ??= defaultEnabled()))
  const logged = new Set<string>()
  const rawLog = options.log || defaultLog
  let disposed = false

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
  const trackParams = (): Properties => {
    try {
      return options.trackParams?.() || {}
    } catch {
      return {}
    }
  }
  const safely = (name: string, fn: () => void): void => {
    try {
      fn()
    } catch (error) {
      logOnce(`${name}:timer`, `analytics: ${name} failed (${String(error)})`)
    }
  }
  const guarded =
    <A extends unknown[]>(name: string, fn: (...args: A) => void, needsEnabled = true) =>
    (...args: A) => {
      if (disposed) return
      try {
        if (needsEnabled && !enabled()) return
        fn(...args)
      } catch (error) {
        const kind = error instanceof Error ? error.name : 'Error'
        logOnce(`${name}:${kind}`, `analytics: ${name} ignored (${kind}: ${error instanceof Error ? error.message : String(error)})`)
      }
    }

  return {
    now,
    enabled,
    siteId,
    trackParams,
    log,
    logOnce,
    safely,
    guarded,
    disposed: () => disposed,
    dispose: () => void (disposed = true)
  }
}
