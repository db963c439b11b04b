import { currentPageProperties } from './browser'
import type { Analytics, AnalyticsOptions, DurationOptions, PageProperties, Properties } from './types'

/** Builds the real client (createAnalytics); what the deferred client's `load` resolves with. */
export type AnalyticsFactory = (options: AnalyticsOptions) => Analytics

/** Calls kept while the client's code is on its way; beyond it the oldest are dropped. */
export const MAX_RECORDED_CALLS = 200
/** A load that failed (offline) is tried once more: at the next call, or this long after the failure. */
export const LOAD_RETRY_MS = 30000

interface RecordedCall {
  /** When the app made the call: the real client's clock reads this while the call is replayed. */
  at: number
  /** The page as it was at the call (page and track only): the URL and title may have changed by the replay. */
  page?: Partial<PageProperties>
  run(client: Analytics): void
  /** The call is dropped unplayed (recording full, dispose, load given up): a waiting flush resolves. */
  drop?(): void
}

const nothing = (): void => undefined

interface Recorder {
  /** The real client once it is built and the recording replayed; null before (and for good when given up). */
  client(): Analytics | null
  /** Records a call for the replay (dropped at once when disposed or given up); `page` keeps the page's properties. */
  record(run: RecordedCall['run'], extra?: { page?: boolean; drop?: () => void }): void
  /** Drops the recording; the client is never built. */
  dispose(): void
}

/** The load (started at once, retried once), the recording and its replay into the client once it is built. */
function recorder(load: () => Promise<AnalyticsFactory>, options: AnalyticsOptions): Recorder {
  const clock = (): number => {
    try {
      return options.now ? options.now() : Date.now()
    } catch {
      return Date.now()
    }
  }
  const livePage = (): Partial<PageProperties> => (options.pageProperties ? options.pageProperties() : currentPageProperties())
  const log = (line: string): void => {
    try {
      if (options.log) options.log(line)
      else if (typeof console !== 'undefined') console.warn(line)
    } catch {
      // a broken logger is not our problem to surface
    }
  }

  let client: Analytics | null = null
  /** Disposed before the load, or the load given up: every call does nothing. */
  let off = false
  let recorded: RecordedCall[] = []
  let replaying: RecordedCall | null = null
  let attempts = 0
  let retryPending = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let droppedLogged = false

  function dropRecording(): void {
    const calls = recorded
    recorded = []
    for (const call of calls) call.drop?.()
  }

  function stopRetry(): void {
    retryPending = false
    if (retryTimer !== undefined) clearTimeout(retryTimer)
    retryTimer = undefined
  }

  function giveUp(error: unknown): void {
    off = true
    stopRetry()
    dropRecording()
    log(`analytics: the client's code did not load (${String(error)}); nothing is recorded on this page`)
  }

  function arrived(factory: AnalyticsFactory): void {
    if (off || client) return
    let real: Analytics
    try {
      real = factory({
        ...options,
        now: () => (replaying ? replaying.at : clock()),
        pageProperties: () => (replaying?.page ? replaying.page : livePage())
      })
    } catch (error) {
      giveUp(error)
      return
    }
    // A replayed call that makes another call (synchronously) is recorded and replayed after it.
    while (recorded.length) {
      const calls = recorded
      recorded = []
      for (const call of calls) {
        replaying = call
        try {
          call.run(real)
        } catch {
          // the real client swallows its own errors; this is only a second net
        } finally {
          replaying = null
        }
      }
    }
    client = real
  }

  function failed(error: unknown): void {
    if (off || client) return
    if (attempts >= 2) {
      giveUp(error)
      return
    }
    retryPending = true
    retryTimer = setTimeout(retry, LOAD_RETRY_MS)
  }

  function retry(): void {
    if (!retryPending) return
    stopRetry()
    start()
  }

  function start(): void {
    attempts += 1
    let loading: Promise<AnalyticsFactory>
    try {
      loading = Promise.resolve(load())
    } catch (error) {
      loading = Promise.reject(error)
    }
    loading.then(arrived, failed).catch(nothing)
  }

  function record(run: RecordedCall['run'], extra: { page?: boolean; drop?: () => void } = {}): void {
    if (off) {
      extra.drop?.()
      return
    }
    const call: RecordedCall = { at: clock(), run, drop: extra.drop }
    if (extra.page) {
      try {
        call.page = livePage() || undefined
      } catch {
        // read again (and its failure logged by the client) at the replay
      }
    }
    if (recorded.length >= MAX_RECORDED_CALLS) {
      recorded.shift()?.drop?.()
      if (!droppedLogged) {
        droppedLogged = true
        log(`analytics: over ${MAX_RECORDED_CALLS} calls before the client's code arrived; the oldest are dropped`)
      }
    }
    recorded.push(call)
    retry()
  }

  start()

  return {
    client: () => client,
    record,
    dispose: () => {
      off = true
      stopRetry()
      dropRecording()
    }
  }
}

/**
 * The Analytics the app gets at once, while the real client (queue, delivery, durations: ~19 KB minified) is a chunk
 * of its own that `load` fetches from the moment this is created, so it is not in app.js and the app's takeover never
 * waits for it. Until it arrives every call is recorded in order with its time (`options.now`, else Date.now) and,
 * for page and track, the page's properties; then the real client is built with the same options, except that its
 * clock (and its page properties) give the recorded ones while a call is replayed, the calls are replayed in order,
 * and from then on every call goes straight to it. A stop function from startPageDuration works on either side of
 * the load; a flush made before it resolves after the load and the real flush.
 *
 * Bounds: at most MAX_RECORDED_CALLS calls are kept (the oldest go first). A load that fails is tried once more, at
 * the next call or LOAD_RETRY_MS later, whichever comes first; a second failure (or a factory that throws) ends it:
 * the recording is dropped, one line is logged and every call does nothing. dispose() before the load drops the
 * recording and the client is never built. No method throws and none waits for the network.
 *
 * A visitor who leaves before the chunk arrives is not counted: the recording is in memory only (the same as a visitor
 * who leaves before app.js arrives). Page hide/show before the load is not seen by the client either (it subscribes
 * when built), so a duration session started before the load counts that time as active, within the idle rule.
 */
export function deferredAnalytics(load: () => Promise<AnalyticsFactory>, options: AnalyticsOptions): Analytics {
  const recording = recorder(load, options)
  const { record } = recording

  /** A method: straight to the real client once it exists, recorded before. */
  const method =
    <A extends unknown[]>(run: (client: Analytics, ...args: A) => void, page = false) =>
    (...args: A): void => {
      const client = recording.client()
      if (!client) {
        record(real => run(real, ...args), { page })
        return
      }
      try {
        run(client, ...args)
      } catch {
        // never breaks the caller
      }
    }

  const safeFlush = (real: Analytics, opts?: { keepalive?: boolean }): Promise<void> => {
    try {
      return Promise.resolve(real.flush(opts)).catch(nothing)
    } catch {
      return Promise.resolve()
    }
  }

  return {
    page: method((c, properties?: Properties) => c.page(properties), true),
    identify: method((c, userId: string | number, traits?: Properties) => c.identify(userId, traits)),
    track: method((c, name: string, properties?: Properties) => c.track(name, properties), true),
    startPageDuration: (opts?: DurationOptions) => {
      const client = recording.client()
      if (client) {
        try {
          return client.startPageDuration(opts)
        } catch {
          return nothing
        }
      }
      // The session the replayed start opens: the stop below ends that one, whichever side of the load it runs on.
      const session: { stop?: () => void } = {}
      record(real => void (session.stop = real.startPageDuration(opts)))
      return () => {
        try {
          if (recording.client()) session.stop?.()
          else record(() => session.stop?.())
        } catch {
          // never breaks the caller
        }
      }
    },
    stopPageDuration: method(c => c.stopPageDuration()),
    recordScrollDepth: method((c, percent: number) => c.recordScrollDepth(percent)),
    play: {
      start: method((c, assetId: string | number, props?: Properties) => c.play.start(assetId, props)),
      pause: method((c, assetId: string | number) => c.play.pause(assetId)),
      resume: method((c, assetId: string | number) => c.play.resume(assetId)),
      end: method((c, assetId: string | number) => c.play.end(assetId))
    },
    flush: opts => {
      const client = recording.client()
      if (client) return safeFlush(client, opts)
      return new Promise<void>(resolve => record(real => void safeFlush(real, opts).then(() => resolve()), { drop: resolve }))
    },
    clear: method(c => c.clear()),
    dispose: () => {
      const client = recording.client()
      if (!client) return recording.dispose()
      try {
        client.dispose()
      } catch {
        // never breaks the caller
      }
    }
  }
}
