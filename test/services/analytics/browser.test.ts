import { browserEnvironment, scrollPercent, sendKeepalive, watchScrollDepth } from '../../../src/services/analytics/browser.h5'
import { createAnalytics } from '../../../src/services/analytics/analytics'
import { memoryStorage, recordingTransport } from './helpers'
import * as browserH5 from '@/services/analytics/browser.h5'

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
  jest.useRealTimers()
})

describe('H5 page properties', () => {
  it('reads title, url, path, hash, search, size and referrer from the document', () => {
    // The viewport is measured once per page load: a fresh copy of the module is a fresh load, whichever test ran first.
    let loaded!: typeof browserH5
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second copy of the module, loaded for this test
      loaded = require('../../../src/services/analytics/browser.h5')
    })
    window.history.replaceState({}, '', '/web/h/pages/article/index?id=3#top')
    document.title = '文章'
    // At start-up the viewport is not read (that forces a layout): the screen size stands in…
    const width = window.innerWidth
    let reads = 0
    const own = Object.getOwnPropertyDescriptor(window, 'innerWidth')
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => (reads++, width) })
    try {
      jest.useFakeTimers()
      const first = loaded.currentPageProperties()
      expect(reads).toBe(0)
      expect(first).toEqual({
        title: '文章',
        url: 'http://localhost/web/h/pages/article/index?id=3#top',
        path: '/web/h/pages/article/index',
        hash: '#top',
        search: '?id=3',
        width: window.screen.width,
        height: window.screen.height,
        referrer: ''
      })
      // …until the browser is idle after load, when the viewport is measured once (and again on resize); jsdom has no
      // requestIdleCallback, so a timer stands in for the idle moment.
      jest.runOnlyPendingTimers()
      expect(loaded.currentPageProperties()).toEqual(expect.objectContaining({ width: window.innerWidth, height: window.innerHeight }))
    } finally {
      if (own) Object.defineProperty(window, 'innerWidth', own)
      else delete (window as { innerWidth?: number }).innerWidth
    }
  })

  it('the default client strips a token from the real location before sending', async () => {
    window.history.replaceState({}, '', '/web/h/pages/index/index?token=SECRET&accountKey=K&id=1')
    const rec = recordingTransport()
    const analytics = createAnalytics({ siteId: () => 1, transport: rec.transport, storage: memoryStorage(), enabled: () => true })
    analytics.page()
    await analytics.flush()
    const sent = rec.delivered()[0].pageProperties
    expect(sent.url).toBe('http://localhost/web/h/pages/index/index?id=1')
    expect(sent.search).toBe('?id=1')
    expect(JSON.stringify(sent)).not.toContain('SECRET')
    analytics.dispose()
  })
})

describe('H5 environment events', () => {
  const subscriptions: [string, (listener: () => void) => () => void, (() => void)[], number, () => void][] = [
    [
      'reports touch, scroll, key and becoming visible as activity',
      listener => browserEnvironment.onActivity(listener),
      [
        () => window.dispatchEvent(new Event('touchstart')),
        () => document.dispatchEvent(new Event('scroll')),
        () => window.dispatchEvent(new KeyboardEvent('keydown')),
        () => setVisibility('visible')
      ],
      4,
      () => window.dispatchEvent(new Event('touchstart'))
    ],
    [
      'reports visibilitychange to hidden and pagehide as page hide',
      listener => browserEnvironment.onPageHide(listener),
      [() => setVisibility('hidden'), () => window.dispatchEvent(new Event('pagehide')), () => setVisibility('visible')],
      2,
      () => window.dispatchEvent(new Event('pagehide'))
    ]
  ]

  it.each(subscriptions)('%s, and stops after unsubscribing', (_name, subscribe, fire, calls, fireAgain) => {
    const listener = jest.fn()
    const off = subscribe(listener)
    fire.forEach(event => event())
    expect(listener).toHaveBeenCalledTimes(calls)
    off()
    fireAgain()
    expect(listener).toHaveBeenCalledTimes(calls)
  })

  it('a real pagehide makes the default client flush with keepalive', () => {
    const rec = recordingTransport()
    const analytics = createAnalytics({ siteId: () => 1, transport: rec.transport, storage: memoryStorage(), enabled: () => true })
    analytics.track('before-leaving')
    window.dispatchEvent(new Event('pagehide'))
    expect(rec.calls).toHaveLength(1)
    expect(rec.calls[0].options.keepalive).toBe(true)
    analytics.dispose()
  })
})

describe('keepalive send', () => {
  const g = globalThis as Record<string, unknown>
  const saved = { fetch: g.fetch, Request: g.Request, sendBeacon: (navigator as Navigator & { sendBeacon?: unknown }).sendBeacon }
  afterEach(() => {
    g.fetch = saved.fetch
    g.Request = saved.Request
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: saved.sendBeacon })
  })

  it('uses fetch keepalive when the browser supports it and returns the answer', async () => {
    class FakeRequest {
      get keepalive() {
        return true
      }
    }
    g.Request = FakeRequest
    const fetchMock = jest.fn().mockResolvedValue({ status: 200, text: () => Promise.resolve('{"code":200}') })
    g.fetch = fetchMock
    const result = sendKeepalive('/api/open/v1/analytics', '[]')
    expect(fetchMock).toHaveBeenCalledWith('/api/open/v1/analytics', expect.objectContaining({ method: 'POST', body: '[]', keepalive: true }))
    await expect(result).resolves.toEqual({ statusCode: 200, data: '{"code":200}' })
  })

  it('falls back to sendBeacon with a JSON blob', async () => {
    g.Request = undefined
    const beacon = jest.fn().mockReturnValue(true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon })
    const result = sendKeepalive('/api/open/v1/analytics', '[1]')
    expect(beacon).toHaveBeenCalledWith('/api/open/v1/analytics', expect.any(Blob))
    expect((beacon.mock.calls[0][1] as Blob).type).toBe('application/json')
    await expect(result).resolves.toBe('beacon')
  })

  it('returns null when the beacon is refused and there is no fetch keepalive', () => {
    g.Request = undefined
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false })
    expect(sendKeepalive('/x', '[]')).toBeNull()
  })
})

describe('scroll depth', () => {
  const setSizes = (scrollHeight: number, innerHeight: number, scrollY: number) => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight })
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight })
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: scrollY })
  }

  it('is the share of the page seen so far', () => {
    setSizes(2000, 500, 0)
    expect(scrollPercent(null)).toBe(25)
    setSizes(2000, 500, 1000)
    expect(scrollPercent(document)).toBe(75)
    setSizes(400, 500, 0)
    expect(scrollPercent(null)).toBe(100)
  })

  it('measures a main inner scroller by its own sizes', () => {
    setSizes(500, 500, 0)
    const el = document.createElement('div')
    Object.defineProperty(el, 'scrollHeight', { value: 3000 })
    Object.defineProperty(el, 'clientHeight', { value: 600 })
    Object.defineProperty(el, 'scrollTop', { value: 900 })
    expect(scrollPercent(el)).toBe(50)
  })

  it('reports on scroll and every 2.5 s, never at once', () => {
    jest.useFakeTimers()
    setSizes(1000, 500, 0)
    const listener = jest.fn()
    const off = watchScrollDepth(listener)
    expect(listener).not.toHaveBeenCalled()
    setSizes(1000, 500, 250)
    document.dispatchEvent(new Event('scroll'))
    expect(listener).toHaveBeenLastCalledWith(75)
    jest.advanceTimersByTime(2500)
    expect(listener).toHaveBeenCalledTimes(2)
    off()
    jest.advanceTimersByTime(5000)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('mini-program versions (browser.ts)', () => {
  it('have the same exports as the H5 file and never touch window', () => {
    // jest resolves ./browser to browser.h5.ts like the H5 build; load the neutral file by its full name
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- by file name with .ts: an import would resolve to browser.h5.ts
    const neutral = require('../../../src/services/analytics/browser.ts') as typeof import('../../../src/services/analytics/browser.h5')
    const h5 = browserH5
    expect(Object.keys(neutral).sort()).toEqual(Object.keys(h5).sort())
    expect(neutral.sendKeepalive('/x', '[]')).toBeNull()
    expect(typeof neutral.watchScrollDepth(() => undefined)).toBe('function')
    expect(neutral.browserEnvironment.onActivity(() => undefined)).toEqual(expect.any(Function))
    expect(neutral.currentPageProperties()).toEqual(expect.objectContaining({ hash: '', referrer: '' }))
  })
})
