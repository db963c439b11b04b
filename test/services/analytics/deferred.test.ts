import Taro from '@tarojs/taro'
import { AnalyticsEvent, type Analytics, type AnalyticsOptions } from '../../../src/services/analytics'
import { deferredAnalytics, LOAD_RETRY_MS, MAX_RECORDED_CALLS, type AnalyticsFactory } from '../../../src/services/analytics/deferred'
import { loadAnalytics } from '../../../src/services/analytics/lazy'
import { memoryStorage, PAGE, recordingTransport } from './helpers'
import { testRootStore } from '../../support/root-store'

const T0 = Date.UTC(2026, 0, 1)

interface Seen {
  method: string
  args: unknown[]
  /** What the client's clock said during the call. */
  at: number
  /** The page properties the client would read during the call. */
  url?: string
}

/** A client factory whose clients record every call with the time and page they saw. */
function fakeClients() {
  const seen: Seen[] = []
  const built: AnalyticsOptions[] = []
  let sessions = 0
  let flushes = 0
  const pendingFlushes: Array<() => void> = []
  const factory: AnalyticsFactory = jest.fn((options: AnalyticsOptions) => {
    built.push(options)
    const note = (method: string, args: unknown[]) =>
      void seen.push({ method, args, at: options.now!(), url: options.pageProperties ? options.pageProperties().url : undefined })
    const client: Analytics = {
      page: (...args) => note('page', args),
      identify: (...args) => note('identify', args),
      track: (...args) => note('track', args),
      startPageDuration: (...args) => {
        const id = ++sessions
        note('startPageDuration', [id, ...args])
        return () => note('stop', [id])
      },
      stopPageDuration: () => note('stopPageDuration', []),
      recordScrollDepth: (...args) => note('recordScrollDepth', args),
      play: {
        start: (...args) => note('play.start', args),
        pause: (...args) => note('play.pause', args),
        resume: (...args) => note('play.resume', args),
        end: (...args) => note('play.end', args)
      },
      flush: (...args) => {
        note('flush', args)
        flushes += 1
        return new Promise<void>(resolve => pendingFlushes.push(resolve))
      },
      clear: () => note('clear', []),
      dispose: () => note('dispose', [])
    }
    return client
  })
  return { factory, seen, built, pendingFlushes, flushes: () => flushes, methods: () => seen.map(s => s.method) }
}

/** A load the test settles by hand; each call to load() is a new attempt. */
function controlledLoad() {
  const attempts: Array<{ resolve: (f: AnalyticsFactory) => void; reject: (e: unknown) => void }> = []
  const load = jest.fn(
    () =>
      new Promise<AnalyticsFactory>((resolve, reject) => {
        attempts.push({ resolve, reject })
      })
  )
  return { load, attempts }
}

let url = 'http://localhost/a'
const baseOptions = (overrides: Partial<AnalyticsOptions> = {}): AnalyticsOptions => ({
  siteId: () => 1,
  now: () => Date.now(),
  pageProperties: () => ({ ...PAGE, url }),
  log: () => undefined,
  ...overrides
})

/** Lets promise callbacks run (fake timers leave microtasks alone). */
const settle = () => jest.advanceTimersByTimeAsync(0)

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(T0)
  url = 'http://localhost/a'
})
afterEach(() => jest.useRealTimers())

describe('deferredAnalytics', () => {
  it('starts the load at once, records calls before it and replays them in order with their times and pages', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    expect(load).toHaveBeenCalledTimes(1)

    a.page({ title: 'A' })
    jest.setSystemTime(T0 + 100)
    a.identify(7, { vip: true })
    jest.setSystemTime(T0 + 200)
    url = 'http://localhost/b'
    a.track('tap', { n: 1 })
    jest.setSystemTime(T0 + 300)
    a.recordScrollDepth(40)
    a.play.start('v1', { kind: 'video' })
    a.play.pause('v1')
    a.play.resume('v1')
    a.play.end('v1')
    a.stopPageDuration()
    a.clear()
    expect(fake.seen).toEqual([])

    jest.setSystemTime(T0 + 5000)
    attempts[0].resolve(fake.factory)
    await settle()
    expect(fake.factory).toHaveBeenCalledTimes(1)
    expect(fake.methods()).toEqual([
      'page',
      'identify',
      'track',
      'recordScrollDepth',
      'play.start',
      'play.pause',
      'play.resume',
      'play.end',
      'stopPageDuration',
      'clear'
    ])
    expect(fake.seen.map(s => s.at)).toEqual([T0, T0 + 100, T0 + 200, T0 + 300, T0 + 300, T0 + 300, T0 + 300, T0 + 300, T0 + 300, T0 + 300])
    expect(fake.seen[0]).toMatchObject({ args: [{ title: 'A' }], url: 'http://localhost/a' })
    expect(fake.seen[1].args).toEqual([7, { vip: true }])
    // The page as it was at the call, not at the replay.
    expect(fake.seen[2]).toMatchObject({ args: ['tap', { n: 1 }], url: 'http://localhost/b' })
    expect(fake.seen[4].args).toEqual(['v1', { kind: 'video' }])
    // Outside a replay the client reads the real clock and the live page.
    url = 'http://localhost/c'
    expect(fake.built[0].now!()).toBe(T0 + 5000)
    expect(fake.built[0].pageProperties!().url).toBe('http://localhost/c')
    expect(fake.built[0].siteId()).toBe(1)
  })

  it('sends calls after the load straight to the client, at the time they are made', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    attempts[0].resolve(fake.factory)
    await settle()
    jest.setSystemTime(T0 + 42)
    a.track('now')
    a.play.start('v2')
    expect(fake.seen).toEqual([
      { method: 'track', args: ['now', undefined], at: T0 + 42, url: 'http://localhost/a' },
      { method: 'play.start', args: ['v2', undefined], at: T0 + 42, url: 'http://localhost/a' }
    ])
    const stop = a.startPageDuration({ contentId: 9 })
    stop()
    expect(fake.methods().slice(2)).toEqual(['startPageDuration', 'stop'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('gives a stop function before the load that stops that session after it, whenever it is called', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    const stopFirst = a.startPageDuration({ contentId: 1 })
    jest.setSystemTime(T0 + 1000)
    stopFirst()
    jest.setSystemTime(T0 + 2000)
    const stopSecond = a.startPageDuration({ contentId: 2 })
    attempts[0].resolve(fake.factory)
    await settle()
    expect(fake.seen).toEqual([
      { method: 'startPageDuration', args: [1, { contentId: 1 }], at: T0, url: 'http://localhost/a' },
      { method: 'stop', args: [1], at: T0 + 1000, url: 'http://localhost/a' },
      { method: 'startPageDuration', args: [2, { contentId: 2 }], at: T0 + 2000, url: 'http://localhost/a' }
    ])
    jest.setSystemTime(T0 + 9000)
    stopSecond()
    expect(fake.seen[3]).toEqual({ method: 'stop', args: [2], at: T0 + 9000, url: 'http://localhost/a' })
    // A stop called twice does what the real one does with it (the real one ignores a session already ended).
    stopFirst()
    expect(fake.seen[4]).toMatchObject({ method: 'stop', args: [1] })
  })

  it('resolves a flush made before the load after the load and the real flush, and never rejects', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    a.track('before')
    let done = false
    const flushed = a.flush({ keepalive: true }).then(() => void (done = true))
    await settle()
    expect(done).toBe(false)
    attempts[0].resolve(fake.factory)
    await settle()
    expect(fake.methods()).toEqual(['track', 'flush'])
    expect(fake.seen[1].args).toEqual([{ keepalive: true }])
    expect(done).toBe(false)
    fake.pendingFlushes[0]()
    await flushed
    expect(done).toBe(true)
  })

  it('loads nothing and records nothing when disposed before the load', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    a.page()
    const stop = a.startPageDuration()
    const flushed = a.flush()
    a.dispose()
    await expect(flushed).resolves.toBeUndefined()
    a.track('after')
    stop()
    await expect(a.flush()).resolves.toBeUndefined()
    attempts[0].resolve(fake.factory)
    await settle()
    expect(fake.factory).not.toHaveBeenCalled()
    expect(fake.seen).toEqual([])
    await jest.advanceTimersByTimeAsync(LOAD_RETRY_MS * 2)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('passes dispose after the load to the client', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    attempts[0].resolve(fake.factory)
    await settle()
    a.dispose()
    expect(fake.methods()).toEqual(['dispose'])
  })

  it('retries a failed load once at the next call, keeping what was recorded', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    a.page()
    attempts[0].reject(new Error('ChunkLoadError: offline'))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(() => a.track('tap')).not.toThrow()
    expect(load).toHaveBeenCalledTimes(2)
    attempts[1].resolve(fake.factory)
    await settle()
    expect(fake.methods()).toEqual(['page', 'track'])
    // The retry timer was cancelled: no third attempt.
    await jest.advanceTimersByTimeAsync(LOAD_RETRY_MS)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('retries a failed load after LOAD_RETRY_MS when no call comes', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, baseOptions())
    a.page()
    attempts[0].reject(new Error('offline'))
    await jest.advanceTimersByTimeAsync(LOAD_RETRY_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    attempts[1].resolve(fake.factory)
    await settle()
    expect(fake.methods()).toEqual(['page'])
  })

  it('gives up after the retry fails: no throw, flushes resolve, one line logged, every call a no-op', async () => {
    const logs: string[] = []
    const load = jest.fn(() => Promise.reject(new Error('offline')))
    const a = deferredAnalytics(load, baseOptions({ log: line => void logs.push(line) }))
    a.page()
    await settle()
    const flushed = a.flush()
    await settle()
    expect(load).toHaveBeenCalledTimes(2)
    await expect(flushed).resolves.toBeUndefined()
    expect(logs).toEqual([expect.stringContaining('did not load')])
    expect(() => {
      a.page()
      a.track('x')
      a.startPageDuration()()
      a.play.start(1)
      a.clear()
      a.dispose()
    }).not.toThrow()
    await expect(a.flush()).resolves.toBeUndefined()
    await jest.advanceTimersByTimeAsync(LOAD_RETRY_MS * 2)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never throws when load throws synchronously or the factory throws', async () => {
    const a = deferredAnalytics(() => {
      throw new Error('no chunk loader')
    }, baseOptions())
    expect(() => a.page()).not.toThrow()
    await settle()
    const b = deferredAnalytics(
      () =>
        Promise.resolve(() => {
          throw new Error('broken client')
        }),
      baseOptions()
    )
    b.page()
    await settle()
    expect(() => b.track('x')).not.toThrow()
    await expect(b.flush()).resolves.toBeUndefined()
  })

  it('keeps at most MAX_RECORDED_CALLS calls, dropping the oldest (a dropped flush resolves)', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const logs: string[] = []
    const a = deferredAnalytics(load, baseOptions({ log: line => void logs.push(line) }))
    let dropped = false
    void a.flush().then(() => void (dropped = true))
    for (let i = 0; i < MAX_RECORDED_CALLS + 50; i++) a.track(`e${i}`)
    await settle()
    expect(dropped).toBe(true)
    expect(logs).toHaveLength(1)
    attempts[0].resolve(fake.factory)
    await settle()
    expect(fake.seen).toHaveLength(MAX_RECORDED_CALLS)
    expect(fake.seen[0].args[0]).toBe('e50')
    expect(fake.seen[MAX_RECORDED_CALLS - 1].args[0]).toBe(`e${MAX_RECORDED_CALLS + 49}`)
  })

  it('uses Date.now when no clock is given', async () => {
    const { load, attempts } = controlledLoad()
    const fake = fakeClients()
    const a = deferredAnalytics(load, { siteId: () => 1, log: () => undefined })
    jest.setSystemTime(T0 + 7)
    a.identify('u')
    jest.setSystemTime(T0 + 1000)
    attempts[0].resolve(fake.factory)
    await settle()
    expect(fake.seen[0].at).toBe(T0 + 7)
  })
})

describe('the root store with the deferred client over the real one', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('delivers the PAGE_VIEW and duration recorded before the code arrived, timed from the calls', async () => {
    const rec = recordingTransport()
    // The chunk arrives 2 s after the store is made (a slow link).
    const slowLoad = () => new Promise(resolve => setTimeout(resolve, 2000)).then(loadAnalytics)
    const root = testRootStore({
      analytics: wiring =>
        deferredAnalytics(slowLoad, {
          ...wiring,
          enabled: () => true,
          transport: rec.transport,
          storage: memoryStorage(),
          pageProperties: () => PAGE,
          environment: {}
        })
    })
    root.session.init({ ocuid: '8', utm_source: 'poster' }, 'production')
    root.analytics.page({ title: 'Home' })
    const stop = root.analytics.startPageDuration()
    await root.site.load()
    await jest.advanceTimersByTimeAsync(4000)
    stop()
    await root.analytics.flush()
    expect(rec.delivered().map(p => p.event)).toEqual([AnalyticsEvent.PAGE_VIEW, AnalyticsEvent.PAGE_DURATION])
    const [view, duration] = rec.delivered()
    expect(view).toMatchObject({ siteId: 3, type: 'systemEvent', properties: { utm_source: 'poster', ocuid: 8 }, pageProperties: { title: 'Home' } })
    // Active from the recorded start (T0), not from the load (T0 + 2 s), to the stop at T0 + 4 s.
    expect(duration).toMatchObject({ anonymousPageId: view.anonymousPageId, properties: { duration: 4, final: true } })
    root.analytics.dispose()
  })
})
