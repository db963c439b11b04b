import { createAnalytics } from '../../../src/services/analytics/analytics'
import type { AnalyticsEnvironment, AnalyticsOptions, AnalyticsPayload, AnalyticsStorage, SendOptions } from '../../../src/services/analytics'

interface Sent {
  at: number
  payloads: AnalyticsPayload[]
  options: SendOptions
  ok: boolean
}

/** A transport that records every call; `fail` makes the next calls reject. */
export function recordingTransport() {
  const calls: Sent[] = []
  const state = { failures: 0, hang: false }
  const transport = jest.fn((payloads: AnalyticsPayload[], options: SendOptions): Promise<void> => {
    const call: Sent = { at: Date.now(), payloads: JSON.parse(JSON.stringify(payloads)), options, ok: false }
    calls.push(call)
    if (state.hang) {
      state.hang = false
      return new Promise<void>(() => undefined)
    }
    if (state.failures > 0) {
      state.failures -= 1
      return Promise.reject(new Error('server down'))
    }
    call.ok = true
    return Promise.resolve()
  })
  const delivered = () => calls.filter(c => c.ok).flatMap(c => c.payloads)
  return { transport, calls, state, delivered }
}

export function memoryStorage(initial: Record<string, unknown> = {}): AnalyticsStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial))
  return {
    data,
    get: key => data.get(key),
    set: (key, value) => void data.set(key, value)
  }
}

/** An environment whose events the test fires by hand. */
function fakeEnvironment() {
  const activity = new Set<() => void>()
  const hide = new Set<() => void>()
  const show = new Set<() => void>()
  const add = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener)
    return () => void set.delete(listener)
  }
  const environment: AnalyticsEnvironment = { onActivity: add(activity), onPageHide: add(hide), onPageShow: add(show) }
  return {
    environment,
    activity: () => activity.forEach(l => l()),
    hide: () => hide.forEach(l => l()),
    show: () => show.forEach(l => l()),
    listeners: () => activity.size + hide.size + show.size
  }
}

export const PAGE = {
  title: 'Article',
  url: 'http://localhost/web/h/pages/article/index?id=7',
  path: '/web/h/pages/article/index',
  hash: '',
  search: '?id=7',
  width: 375,
  height: 667,
  referrer: ''
}

/** A client with every dependency faked; override any option. */
export function setup(overrides: Partial<AnalyticsOptions> = {}) {
  const rec = recordingTransport()
  const storage = memoryStorage()
  const env = fakeEnvironment()
  const logs: string[] = []
  let ids = 0
  const options: AnalyticsOptions = {
    siteId: () => 1,
    transport: rec.transport,
    storage,
    now: () => Date.now(),
    enabled: () => true,
    trackParams: () => ({ utm_source: 'newsletter', ocuid: 42 }),
    pageProperties: () => PAGE,
    anonymousPageId: () => `pv-${++ids}`,
    environment: env.environment,
    random: () => 1,
    log: line => void logs.push(line),
    ...overrides
  }
  const analytics = createAnalytics(options)
  return { analytics, rec, storage, env, logs, options }
}

export const events = (payloads: AnalyticsPayload[], name?: string) => payloads.filter(p => !name || p.event === name)
