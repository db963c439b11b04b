import Taro from '@tarojs/taro'
import {
  BATCH,
  EventMissingError,
  KEEPALIVE_REQUEUE_MS,
  MAX_QUEUE,
  PAGE_DURATION_MS,
  QUEUE_DRAIN_MS,
  QUEUE_STORAGE_KEY,
  REQUEST_TIMEOUT_MS
} from '../../../src/services/analytics'
import { createAnalytics } from '../../../src/services/analytics/analytics'
import { ApiError } from '../../../src/services/http/errors'
import { PAGE, events, memoryStorage, recordingTransport, setup } from './helpers'

const T0 = Date.UTC(2026, 0, 1)

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(T0)
})
afterEach(() => {
  jest.useRealTimers()
})

const stored = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(String(storage.data.get(QUEUE_STORAGE_KEY) || '[]'))

describe('constants', () => {
  it('match spec §9 and the brief', () => {
    expect(QUEUE_DRAIN_MS).toBe(3000)
    expect(REQUEST_TIMEOUT_MS).toBe(10000)
    expect(PAGE_DURATION_MS).toBe(5000)
    expect(MAX_QUEUE).toBe(500)
    expect(BATCH).toBe(20)
  })
})

describe('page, track and identify', () => {
  it('sends a PAGE_VIEW shaped as spec §3 on the next 3 s drain, not before', async () => {
    const { analytics, rec } = setup()
    analytics.page({ contentId: 7 })
    expect(rec.transport).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS - 1)
    expect(rec.transport).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(rec.calls).toHaveLength(1)
    expect(rec.calls[0].payloads).toEqual([
      {
        siteId: 1,
        anonymousPageId: 'pv-2',
        type: 'systemEvent',
        event: 'PAGE_VIEW',
        properties: { utm_source: 'newsletter', ocuid: 42, contentId: 7 },
        pageProperties: PAGE
      }
    ])
  })

  it('hands the transport the 10 s timeout and no keepalive on regular drains', async () => {
    const { analytics, rec } = setup()
    analytics.track('click')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.calls[0].options).toEqual({ keepalive: false, timeoutMs: 10000 })
  })

  it('uses the page() title for the page view and the events of that page', async () => {
    const { analytics, rec } = setup()
    analytics.page({ title: '产品介绍' })
    analytics.track('share')
    await analytics.flush()
    const [view, share] = rec.delivered()
    expect(view.pageProperties.title).toBe('产品介绍')
    expect(view.properties).not.toHaveProperty('title')
    expect(share.pageProperties.title).toBe('产品介绍')
  })

  it('gives each page view a new anonymousPageId and tags later events with it', async () => {
    const { analytics, rec } = setup()
    analytics.page()
    analytics.track('a')
    analytics.page()
    analytics.track('b')
    await analytics.flush()
    expect(rec.delivered().map(p => [p.event, p.anonymousPageId])).toEqual([
      ['PAGE_VIEW', 'pv-2'],
      ['a', 'pv-2'],
      ['PAGE_VIEW', 'pv-3'],
      ['b', 'pv-3']
    ])
  })

  it('sends track as type event with its name and properties', async () => {
    const { analytics, rec } = setup()
    analytics.track('  download ', { fileId: 3 })
    await analytics.flush()
    expect(rec.delivered()[0]).toMatchObject({ type: 'event', event: 'download', properties: { fileId: 3, utm_source: 'newsletter' } })
  })

  it('sends IDENTIFY as a systemEvent with the user id and traits', async () => {
    const { analytics, rec } = setup()
    analytics.identify(1001, { plan: 'pro' })
    analytics.identify('')
    await analytics.flush()
    expect(rec.delivered()).toHaveLength(1)
    expect(rec.delivered()[0]).toMatchObject({ type: 'systemEvent', event: 'IDENTIFY', properties: { userId: '1001', plan: 'pro' } })
  })

  it.each([[''], ['   '], [undefined], [null], [42], [{}]])('treats event name %p as EventMissing: nothing sent, nothing thrown', async name => {
    const { analytics, rec, logs } = setup()
    expect(() => analytics.track(name as unknown as string)).not.toThrow()
    await analytics.flush()
    expect(rec.transport).not.toHaveBeenCalled()
    expect(logs.join('\n')).toMatch(/EventMissing/)
  })

  it('logs EventMissing once however often it happens, and later valid events still go out', async () => {
    const { analytics, rec, logs } = setup()
    analytics.track('')
    analytics.track('')
    analytics.track('ok')
    await analytics.flush()
    expect(logs.filter(l => /EventMissing/.test(l))).toHaveLength(1)
    expect(rec.delivered().map(p => p.event)).toEqual(['ok'])
  })

  it('exports EventMissingError named EventMissing', () => {
    const error = new EventMissingError()
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('EventMissing')
  })

  it('drops credential-looking property keys and strips tokens from URL values', async () => {
    const { analytics, rec } = setup()
    analytics.track('open', { accessToken: 'x', AccountKey: 'y', link: '/web/h/pages/a/index?id=1&token=abc', n: 1 })
    await analytics.flush()
    expect(rec.delivered()[0].properties).toEqual({ utm_source: 'newsletter', ocuid: 42, link: '/web/h/pages/a/index?id=1', n: 1 })
  })

  it('sends an event whose properties would make it larger than the server accepts without them', async () => {
    const { analytics, rec, logs } = setup()
    analytics.track('big', { note: '长'.repeat(3000) })
    analytics.track('small', { n: 1 })
    await analytics.flush()
    expect(rec.delivered().map(p => [p.event, p.properties])).toEqual([
      ['big', { utm_source: 'newsletter', ocuid: 42, truncated: true }],
      ['small', { utm_source: 'newsletter', ocuid: 42, n: 1 }]
    ])
    expect(logs.filter(l => l.includes('big properties are over'))).toHaveLength(1)
  })

  it('sends an event whose properties cannot be serialised without them instead of breaking the queue', async () => {
    const { analytics, rec } = setup()
    const circular: Record<string, unknown> = {}
    circular.self = circular
    analytics.track('weird', circular)
    await analytics.flush()
    expect(rec.delivered()[0]).toMatchObject({ event: 'weird', properties: { utm_source: 'newsletter' } })
  })
})

describe('page properties', () => {
  it('never sends token, accountKey or authorization query values in url, search, hash or referrer', async () => {
    const { analytics, rec } = setup({
      pageProperties: () => ({
        ...PAGE,
        url: 'http://localhost/web/h/pages/index/index?token=T1&id=1&accountKey=K&Authorization=B#/x?ucToken=U&y=2',
        search: '?token=T1&id=1&accountKey=K&Authorization=B',
        hash: '#/x?ucToken=U&y=2',
        referrer: 'https://user:pw@example.com/login?UC_TOKEN=Z&from=mail'
      })
    })
    analytics.page()
    await analytics.flush()
    const props = rec.delivered()[0].pageProperties
    expect(props.url).toBe('http://localhost/web/h/pages/index/index?id=1#/x?y=2')
    expect(props.search).toBe('?id=1')
    expect(props.hash).toBe('#/x?y=2')
    expect(props.referrer).toBe('https://example.com/login?from=mail')
    expect(JSON.stringify(rec.delivered())).not.toMatch(/T1|=K|=B|=U|=Z|pw/)
  })

  it('fills missing or mistyped page properties with empty values', async () => {
    const { analytics, rec } = setup({ pageProperties: () => ({ title: 5 as unknown as string, width: NaN }) })
    analytics.page()
    await analytics.flush()
    expect(rec.delivered()[0].pageProperties).toEqual({ title: '', url: '', path: '', hash: '', search: '', width: 0, height: 0, referrer: '' })
  })
})

describe('queue', () => {
  it('sends pending events in batches of 20', async () => {
    const { analytics, rec } = setup()
    for (let i = 0; i < 45; i++) analytics.track(`e${i}`)
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.calls.map(c => c.payloads.length)).toEqual([20, 20, 5])
    expect(rec.delivered().map(p => p.event)).toEqual(Array.from({ length: 45 }, (_, i) => `e${i}`))
  })

  it('keeps events when the transport throws and retries with jittered exponential backoff, losing none', async () => {
    const { analytics, rec } = setup({ random: () => 1 })
    rec.state.failures = 3
    analytics.track('a')
    analytics.track('b')
    await jest.advanceTimersByTimeAsync(60000)
    // failures at 3 s, then waits of 3 s, 6 s, 12 s (random 1 = the full backoff) on the 3 s drain grid
    expect(rec.calls.map(c => c.at - T0)).toEqual([3000, 6000, 12000, 24000])
    expect(rec.delivered().map(p => p.event)).toEqual(['a', 'b'])
  })

  it('drops a batch the server refuses as malformed or too large (400/413) instead of retrying it forever', async () => {
    const { analytics, rec, logs } = setup()
    let refuse = 1
    rec.transport.mockImplementation((payloads, options) => {
      rec.calls.push({ at: Date.now(), payloads: JSON.parse(JSON.stringify(payloads)), options, ok: refuse === 0 })
      if (refuse > 0) {
        refuse -= 1
        return Promise.reject(new ApiError('第 1 个事件过大，未保存任何事件', 413))
      }
      return Promise.resolve()
    })
    analytics.track('refused')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    analytics.track('later')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.calls.map(c => c.payloads.map(p => p.event))).toEqual([['refused'], ['later']])
    expect(rec.delivered().map(p => p.event)).toEqual(['later'])
    expect(logs.some(l => /refused 1 event\(s\).*dropped/.test(l))).toBe(true)
  })

  it('retries sooner with a smaller jitter draw', async () => {
    const { analytics, rec } = setup({ random: () => 0 })
    rec.state.failures = 2
    analytics.track('a')
    await jest.advanceTimersByTimeAsync(30000)
    // half the backoff: 1.5 s and 3 s, rounded up to the next drain
    expect(rec.calls.map(c => c.at - T0)).toEqual([3000, 6000, 9000])
  })

  it('treats a transport that throws synchronously like a failed send', async () => {
    let calls = 0
    const transport = jest.fn(() => {
      calls += 1
      if (calls === 1) throw new Error('boom')
      return Promise.resolve()
    })
    const { analytics } = setup({ transport })
    expect(() => analytics.track('a')).not.toThrow()
    await jest.advanceTimersByTimeAsync(12000)
    expect(transport).toHaveBeenCalledTimes(2)
  })

  it('gives up on a send after 10 s without an answer and retries it', async () => {
    const { analytics, rec } = setup()
    rec.state.hang = true
    analytics.track('slow')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS + REQUEST_TIMEOUT_MS - 1)
    expect(rec.calls).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1)
    // timed out at 13 s; backoff 3 s → retried on the 18 s drain
    await jest.advanceTimersByTimeAsync(5000)
    expect(rec.calls.map(c => c.at - T0)).toEqual([3000, 18000])
    expect(rec.delivered().map(p => p.event)).toEqual(['slow'])
  })

  it('is bounded: beyond 500 events the oldest are dropped', async () => {
    const { analytics, rec, storage, logs } = setup()
    rec.state.failures = 1000
    for (let i = 0; i < MAX_QUEUE + 10; i++) analytics.track(`e${i}`)
    const queue = stored(storage)
    expect(queue).toHaveLength(MAX_QUEUE)
    expect(queue[0].event).toBe('e10')
    expect(queue[MAX_QUEUE - 1].event).toBe(`e${MAX_QUEUE + 9}`)
    expect(logs.join('\n')).toMatch(/queue full/)
  })

  it('persists pending events so a new instance after a reload sends them', async () => {
    const storage = memoryStorage()
    const first = setup({ storage })
    first.rec.state.failures = 1000
    first.analytics.page()
    first.analytics.track('before-reload')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    first.analytics.dispose() // its keepalive flush is refused too: the events go back to storage
    await jest.advanceTimersByTimeAsync(0)
    expect(stored(storage).map((p: { event: string }) => p.event)).toEqual(['PAGE_VIEW', 'before-reload'])

    const rec = recordingTransport()
    createAnalytics({ siteId: () => 1, storage, transport: rec.transport, enabled: () => true, pageProperties: () => PAGE, environment: {} })
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.delivered().map(p => p.event)).toEqual(['PAGE_VIEW', 'before-reload'])
    expect(stored(storage)).toEqual([])
  })

  it('ignores a corrupt stored queue', async () => {
    const storage = memoryStorage({ [QUEUE_STORAGE_KEY]: '{not json' })
    const { analytics, rec } = setup({ storage })
    analytics.track('fresh')
    await analytics.flush()
    expect(rec.delivered().map(p => p.event)).toEqual(['fresh'])
  })

  it('keeps only well-formed stored events', async () => {
    const good = { siteId: 1, anonymousPageId: 'x', type: 'event', event: 'kept', properties: {}, pageProperties: PAGE }
    const storage = memoryStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify([good, { event: 5 }, null, 'x']) })
    const { analytics, rec } = setup({ storage })
    await analytics.flush()
    expect(rec.delivered().map(p => p.event)).toEqual(['kept'])
  })

  it('keeps working in memory when storage throws', async () => {
    const storage = {
      get: () => {
        throw new Error('denied')
      },
      set: () => {
        throw new Error('quota')
      }
    }
    const { analytics, rec } = setup({ storage })
    expect(() => analytics.page()).not.toThrow()
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.delivered().map(p => p.event)).toEqual(['PAGE_VIEW'])
  })

  it('holds events until the site id is known, then fills it in', async () => {
    let site: number | null = null
    const { analytics, rec, logs } = setup({ siteId: () => site })
    analytics.page()
    await jest.advanceTimersByTimeAsync(12000)
    expect(rec.transport).not.toHaveBeenCalled()
    expect(logs.join('\n')).toMatch(/no site id after 10 s/)
    site = 9
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.delivered()[0].siteId).toBe(9)
  })

  it('never surfaces errors from trackParams, pageProperties, the id generator or the logger', async () => {
    const boom = () => {
      throw new Error('boom')
    }
    const { analytics, rec } = setup({ trackParams: boom, pageProperties: boom, anonymousPageId: boom, log: boom })
    expect(() => {
      analytics.page()
      analytics.track('x')
      analytics.identify('u')
    }).not.toThrow()
    await analytics.flush()
    expect(rec.delivered().map(p => p.event)).toEqual(['PAGE_VIEW', 'x', 'IDENTIFY'])
    expect(rec.delivered()[0].anonymousPageId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('flush() resolves even when the send fails', async () => {
    const { analytics, rec } = setup()
    rec.state.failures = 1
    analytics.track('x')
    await expect(analytics.flush()).resolves.toBeUndefined()
  })
})

describe('disabled modes', () => {
  it('records and sends nothing when tracking is off (editor, restricted, development)', async () => {
    const { analytics, rec, storage, env } = setup({ enabled: () => false })
    analytics.page()
    analytics.track('x')
    analytics.identify('u')
    const stop = analytics.startPageDuration()
    analytics.play.start('v1')
    env.activity()
    await jest.advanceTimersByTimeAsync(60000)
    analytics.play.end('v1')
    stop()
    analytics.clear()
    await analytics.flush()
    expect(rec.transport).not.toHaveBeenCalled()
    expect(stored(storage)).toEqual([])
  })

  it('does not send a queue restored from storage while disabled', async () => {
    const good = { siteId: 1, anonymousPageId: 'x', type: 'event', event: 'old', properties: {}, pageProperties: PAGE }
    const storage = memoryStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify([good]) })
    const { analytics, rec, env } = setup({ enabled: () => false, storage })
    await jest.advanceTimersByTimeAsync(10000)
    env.hide()
    await analytics.flush({ keepalive: true })
    expect(rec.transport).not.toHaveBeenCalled()
    expect(stored(storage)).toHaveLength(1)
  })

  it('reads no utm values or ocuid from storage: they come only through trackParams (the session store)', async () => {
    Taro.setStorageSync('ocuid', 99)
    Taro.setStorageSync('utm_source', 'stored')
    const rec = recordingTransport()
    const analytics = createAnalytics({ siteId: () => 1, transport: rec.transport, storage: memoryStorage(), enabled: () => true, environment: {} })
    analytics.track('click', { n: 1 })
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.delivered()[0].properties).toEqual({ n: 1 })
    Taro.clearStorageSync()
  })

  it('is off by default in editor mode (?editor) and on otherwise', async () => {
    const make = () => {
      const rec = recordingTransport()
      const analytics = createAnalytics({ siteId: () => 1, transport: rec.transport, storage: memoryStorage(), environment: {} })
      analytics.page()
      return { analytics, rec }
    }
    window.history.replaceState({}, '', '/web/h/pages/index/index?editor=1')
    const editor = make()
    window.history.replaceState({}, '', '/web/h/pages/index/index?restricted')
    const restricted = make()
    window.history.replaceState({}, '', '/web/h/pages/index/index')
    const visitor = make()
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(editor.rec.transport).not.toHaveBeenCalled()
    expect(restricted.rec.transport).not.toHaveBeenCalled()
    expect(visitor.rec.delivered().map(p => p.event)).toEqual(['PAGE_VIEW'])
    // editor mode is decided at launch: navigating away from ?editor does not turn tracking on
    editor.analytics.track('after-navigation')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(editor.rec.transport).not.toHaveBeenCalled()
    ;[editor, restricted, visitor].forEach(x => x.analytics.dispose())
  })
})

describe('page duration', () => {
  it('sends PAGE_DURATION every 5 s with the active seconds of the interval', async () => {
    const { analytics, rec } = setup()
    analytics.page({ contentId: 'a1' })
    analytics.startPageDuration({ contentId: 'a1' })
    await jest.advanceTimersByTimeAsync(PAGE_DURATION_MS - 1)
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION')).toHaveLength(0)
    await jest.advanceTimersByTimeAsync(1)
    await analytics.flush()
    await jest.advanceTimersByTimeAsync(PAGE_DURATION_MS)
    await analytics.flush()
    const durations = events(rec.delivered(), 'PAGE_DURATION')
    expect(durations.map(p => p.properties)).toEqual([
      expect.objectContaining({ duration: 5, elapsed: 5, engagedSeconds: 5, contentId: 'a1', scrollDepth: 0 }),
      expect.objectContaining({ duration: 5, elapsed: 5, engagedSeconds: 10 })
    ])
    expect(durations[0]).toMatchObject({ type: 'systemEvent', anonymousPageId: 'pv-2' })
  })

  it('honours a custom interval, clamped to at least 1 s', async () => {
    const { analytics, rec } = setup()
    analytics.startPageDuration({ intervalMs: 2000 })
    await jest.advanceTimersByTimeAsync(6000)
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION')).toHaveLength(3)
    analytics.startPageDuration({ intervalMs: 10 })
    await jest.advanceTimersByTimeAsync(3000)
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION').length).toBeLessThanOrEqual(3 + 1 + 3)
  })

  it('stops counting active time 30 s after the last activity and sends nothing while idle', async () => {
    const { analytics, rec } = setup()
    analytics.startPageDuration()
    await jest.advanceTimersByTimeAsync(50000)
    await analytics.flush()
    const idle = events(rec.delivered(), 'PAGE_DURATION').map(p => p.properties)
    expect(idle.map(p => p.duration)).toEqual([5, 5, 5, 5, 5, 5])
    expect(idle[idle.length - 1].engagedSeconds).toBe(30)
  })

  it('counts again from the next activity after an idle stretch', async () => {
    const { analytics, rec, env } = setup()
    analytics.startPageDuration()
    await jest.advanceTimersByTimeAsync(42000)
    env.activity() // t = 42 s, counted until the 45 s report: 3 s
    await jest.advanceTimersByTimeAsync(8000)
    await analytics.flush()
    const props = events(rec.delivered(), 'PAGE_DURATION').map(p => p.properties)
    expect(props.slice(-2).map(p => [p.duration, p.elapsed, p.engagedSeconds])).toEqual([
      [3, 15, 33],
      [5, 5, 38]
    ])
  })

  it('keeps counting past 30 s while the visitor keeps touching, scrolling or typing', async () => {
    const { analytics, rec, env } = setup()
    analytics.startPageDuration()
    for (let i = 0; i < 12; i++) {
      await jest.advanceTimersByTimeAsync(5000)
      env.activity()
    }
    await analytics.flush()
    const last = events(rec.delivered(), 'PAGE_DURATION').pop()
    expect(last?.properties.engagedSeconds).toBe(60)
  })

  it('sends the maximum scroll depth of the session', async () => {
    const { analytics, rec } = setup()
    analytics.startPageDuration({ contentId: 12 })
    analytics.recordScrollDepth(40)
    analytics.recordScrollDepth(85.4)
    analytics.recordScrollDepth(20)
    analytics.recordScrollDepth(Number.NaN)
    await jest.advanceTimersByTimeAsync(5000)
    analytics.recordScrollDepth(400)
    await jest.advanceTimersByTimeAsync(5000)
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION').map(p => [p.properties.scrollDepth, p.properties.contentId])).toEqual([
      [85, 12],
      [100, 12]
    ])
  })

  it('stopPageDuration sends the last partial interval and stops the timer', async () => {
    const { analytics, rec, env } = setup()
    analytics.startPageDuration()
    await jest.advanceTimersByTimeAsync(7000)
    analytics.stopPageDuration()
    expect(env.listeners()).toBe(2) // only the page hide/show listeners remain
    await jest.advanceTimersByTimeAsync(20000)
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION').map(p => [p.properties.duration, p.properties.final])).toEqual([
      [5, undefined],
      [2, true]
    ])
  })

  it("a stop function from an earlier page does not end the next page's session", async () => {
    const { analytics, rec } = setup()
    analytics.page()
    const stopFirst = analytics.startPageDuration()
    await jest.advanceTimersByTimeAsync(1000)
    analytics.page()
    analytics.startPageDuration() // the next page shows before the first one hides
    stopFirst()
    await jest.advanceTimersByTimeAsync(5000)
    await analytics.flush()
    const durations = events(rec.delivered(), 'PAGE_DURATION')
    expect(durations.map(p => [p.anonymousPageId, p.properties.duration])).toEqual([
      ['pv-2', 1],
      ['pv-3', 5]
    ])
  })

  it('a hidden document stops active time and sends the partial interval with keepalive', async () => {
    const { analytics, rec, env } = setup()
    analytics.startPageDuration()
    await jest.advanceTimersByTimeAsync(3000)
    env.hide()
    expect(rec.calls).toHaveLength(1)
    expect(rec.calls[0].options.keepalive).toBe(true)
    expect(rec.calls[0].payloads.map(p => [p.event, p.properties.duration])).toEqual([['PAGE_DURATION', 3]])
    await jest.advanceTimersByTimeAsync(20000)
    await analytics.flush()
    expect(rec.calls).toHaveLength(1) // hidden: nothing counted, nothing sent
    env.show()
    await jest.advanceTimersByTimeAsync(5000)
    await analytics.flush()
    expect(events(rec.delivered(), 'PAGE_DURATION').pop()?.properties.duration).toBe(2)
  })
})

describe('play duration', () => {
  it('sends PLAY_DURATION with the seconds actually played across pause and resume', async () => {
    const { analytics, rec } = setup()
    analytics.play.start('video-1', { contentType: 2, contentId: 5 })
    await jest.advanceTimersByTimeAsync(10000)
    analytics.play.pause('video-1')
    await jest.advanceTimersByTimeAsync(5000)
    analytics.play.resume('video-1')
    await jest.advanceTimersByTimeAsync(4000)
    analytics.play.end('video-1')
    await analytics.flush()
    expect(events(rec.delivered(), 'PLAY_DURATION').map(p => p.properties)).toEqual([
      expect.objectContaining({ assetId: 'video-1', seconds: 14, totalSeconds: 14, ended: true, contentType: 2, contentId: 5 })
    ])
  })

  it('times each asset separately', async () => {
    const { analytics, rec } = setup()
    analytics.play.start('a')
    await jest.advanceTimersByTimeAsync(2000)
    analytics.play.start(7)
    await jest.advanceTimersByTimeAsync(3000)
    analytics.play.end('a')
    analytics.play.pause(7)
    await jest.advanceTimersByTimeAsync(3000)
    analytics.play.end(7)
    await analytics.flush()
    expect(events(rec.delivered(), 'PLAY_DURATION').map(p => [p.properties.assetId, p.properties.seconds])).toEqual([
      ['a', 5],
      ['7', 3]
    ])
  })

  it('ignores pause, resume twice and end for unknown assets, and a missing asset id', async () => {
    const { analytics, rec } = setup()
    expect(() => {
      analytics.play.pause('nope')
      analytics.play.end('nope')
      analytics.play.start('' as string)
      analytics.play.start(undefined as unknown as string)
    }).not.toThrow()
    analytics.play.start('v')
    await jest.advanceTimersByTimeAsync(1000)
    analytics.play.resume('v') // already playing: no effect
    await jest.advanceTimersByTimeAsync(1000)
    analytics.play.end('v')
    await analytics.flush()
    expect(events(rec.delivered(), 'PLAY_DURATION').map(p => p.properties.seconds)).toEqual([2])
  })

  it('reports the played part of a still-playing asset when the document is hidden, then the rest at the end', async () => {
    const { analytics, rec, env } = setup()
    analytics.play.start('v')
    await jest.advanceTimersByTimeAsync(6000)
    env.hide()
    await jest.advanceTimersByTimeAsync(4000)
    analytics.play.end('v')
    await analytics.flush()
    expect(events(rec.delivered(), 'PLAY_DURATION').map(p => [p.properties.seconds, p.properties.totalSeconds, p.properties.ended])).toEqual([
      [6, 6, false],
      [4, 10, true]
    ])
  })
})

describe('clear, flush and dispose', () => {
  it('clear() ends duration and plays and sends everything pending with keepalive', async () => {
    const { analytics, rec } = setup()
    analytics.page()
    analytics.startPageDuration()
    analytics.play.start('v')
    await jest.advanceTimersByTimeAsync(2000)
    analytics.clear()
    expect(rec.calls.map(c => c.options.keepalive)).toEqual([true])
    expect(rec.calls[0].payloads.map(p => p.event)).toEqual(['PAGE_VIEW', 'PAGE_DURATION', 'PLAY_DURATION'])
    await jest.advanceTimersByTimeAsync(30000)
    expect(rec.calls).toHaveLength(1) // timers stopped
  })

  it('page hide (visibilitychange hidden / pagehide) sends the rest with keepalive at once', async () => {
    const { analytics, rec, env, storage } = setup()
    analytics.track('a')
    analytics.track('b')
    env.hide()
    expect(rec.calls).toHaveLength(1)
    expect(rec.calls[0]).toMatchObject({ options: { keepalive: true, timeoutMs: 10000 } })
    expect(rec.calls[0].payloads.map(p => p.event)).toEqual(['a', 'b'])
    expect(stored(storage)).toEqual([])
  })

  it('puts events back in the queue when the keepalive send is refused and the page lives on', async () => {
    const { analytics, rec, storage } = setup()
    rec.state.failures = 1
    analytics.track('a')
    await analytics.flush({ keepalive: true })
    await Promise.resolve()
    // Not at once: an unloading page sees its delivered keepalive request fail (see the next test).
    expect(stored(storage)).toEqual([])
    await jest.advanceTimersByTimeAsync(KEEPALIVE_REQUEUE_MS)
    expect(stored(storage).map((p: { event: string }) => p.event)).toEqual(['a'])
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.delivered().map(p => p.event)).toEqual(['a'])
  })

  it('does not store for a second send what a page flushed as it unloaded (its keepalive "fails" after delivery)', async () => {
    const { analytics, rec, env, storage } = setup()
    rec.state.failures = 1 // Chromium rejects the fetch of an unloading document although the request went out
    analytics.page()
    env.hide()
    await Promise.resolve()
    await Promise.resolve()
    // The document is gone before KEEPALIVE_REQUEUE_MS: nothing was written back for the next load.
    expect(stored(storage)).toEqual([])
  })

  it('keeps events persisted through a page hide while the API is failing, and sends them when it is back', async () => {
    const storage = memoryStorage()
    const first = setup({ storage })
    first.rec.state.failures = 1000
    first.analytics.track('while-down')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS) // the regular send fails: the API is down
    first.env.hide() // leaving the page: the keepalive attempt fails too, and the page may not see it
    expect(stored(storage).map((p: { event: string }) => p.event)).toEqual(['while-down'])
    first.analytics.dispose()

    const rec = recordingTransport()
    createAnalytics({ siteId: () => 1, storage, transport: rec.transport, enabled: () => true, pageProperties: () => PAGE, environment: {} })
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.delivered().map(p => p.event)).toEqual(['while-down'])
    expect(stored(storage)).toEqual([])
  })

  it('while the API is failing, a keepalive send that goes through removes the events', async () => {
    const { analytics, rec, env, storage } = setup()
    rec.state.failures = 1
    analytics.track('a')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS) // fails once: backing off
    env.hide() // the API is back: the keepalive send is accepted
    await jest.advanceTimersByTimeAsync(0)
    expect(rec.delivered().map(p => p.event)).toEqual(['a'])
    expect(stored(storage)).toEqual([])
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 4)
    expect(rec.delivered().map(p => p.event)).toEqual(['a']) // not sent again
  })

  it('keeps an event that is in flight during page hide persisted until it is confirmed', async () => {
    const { analytics, rec, env, storage } = setup()
    rec.state.hang = true
    analytics.track('slow')
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    env.hide()
    expect(rec.calls).toHaveLength(1) // not sent twice
    expect(stored(storage).map((p: { event: string }) => p.event)).toEqual(['slow'])
  })

  it('dispose() removes timers and listeners; later calls do nothing', async () => {
    const { analytics, rec, env } = setup()
    analytics.startPageDuration()
    analytics.dispose()
    expect(env.listeners()).toBe(0)
    analytics.track('late')
    analytics.page()
    analytics.startPageDuration()
    await jest.advanceTimersByTimeAsync(30000)
    await analytics.flush()
    expect(rec.transport).not.toHaveBeenCalled()
    expect(jest.getTimerCount()).toBe(0)
  })
})
