import Taro from '@tarojs/taro'
import { noopAnalytics, QUEUE_DRAIN_MS } from '@/services/analytics'
import { createAnalytics } from '@/services/analytics/analytics'
import { StorageKey, writeStorage } from '@/services/storage'
import type { AnalyticsWiring } from '@/stores/root-store'
import { memoryStorage, PAGE, recordingTransport } from '../services/analytics/helpers'
import { testAccount, testCompany, testRootStore } from '../support/root-store'

describe('track header', () => {
  beforeEach(() => Taro.clearStorageSync())
  it('is named after the product and carries utm values and ocuid', () => {
    const root = testRootStore()
    root.session.init({ utm_source: 'poster', ocuid: '8', junk: 'x' }, 'production')
    expect(root.trackHeader()).toEqual({ name: 'Marketing-Track', value: 'utm_source=poster&ocuid=8' })
  })

  it('takes the product name from the company the site store loaded', async () => {
    const root = testRootStore({ companyInfo: async () => ({ ...testCompany, productName: 'Cloud Map!' }) })
    root.session.init({ utm_uid: '3' }, 'production')
    await root.site.loadCompany()
    expect(root.trackHeader()).toEqual({ name: 'CloudMap-Track', value: 'utm_uid=3' })
  })

  it('is left off when there is nothing to track', () => {
    const root = testRootStore()
    root.session.init({}, 'production')
    expect(root.trackHeader()).toBeNull()
  })
})

/** A root store whose analytics factory only records what the store hands it. */
function wired(overrides: Parameters<typeof testRootStore>[0] = {}) {
  const seen: AnalyticsWiring[] = []
  const root = testRootStore({
    ...overrides,
    analytics: wiring => {
      seen.push(wiring)
      return noopAnalytics
    }
  })
  return { root, wiring: seen[0] }
}

describe('analytics wiring', () => {
  beforeEach(() => Taro.clearStorageSync())
  afterEach(() => jest.useRealTimers())

  it('sends the ocuid and utm values the session holds, not what storage says later', async () => {
    jest.useFakeTimers()
    const rec = recordingTransport()
    const root = testRootStore({
      analytics: wiring =>
        createAnalytics({ ...wiring, enabled: () => true, transport: rec.transport, storage: memoryStorage(), pageProperties: () => PAGE, environment: {} })
    })
    root.session.init({ ocuid: '8', utm_source: 'poster' }, 'production')
    writeStorage(StorageKey.OCUID, 99)
    writeStorage(StorageKey.UTM_SOURCE, 'other')
    await root.site.load()
    root.analytics.track('click', { n: 1 })
    await jest.advanceTimersByTimeAsync(QUEUE_DRAIN_MS)
    expect(rec.delivered()).toHaveLength(1)
    expect(rec.delivered()[0]).toMatchObject({ siteId: 3, event: 'click', properties: { utm_source: 'poster', ocuid: 8, n: 1 } })
    root.analytics.dispose()
  })

  it('takes the ocuid from the account when the visitor came without one', async () => {
    const { root, wiring } = wired({ login: async () => ({ account: testAccount({ ocuid: 77 }), ownerCompanyUserId: null, ucToken: null, companyUser: null }) })
    root.session.init({}, 'production')
    expect(wiring.trackParams()).toEqual({})
    await root.session.start()
    expect(wiring.trackParams()).toEqual({ ocuid: 77 })
  })

  it('knows the website id once the site is loaded, and stays off outside production builds', async () => {
    const { root, wiring } = wired()
    root.session.init({}, 'production')
    expect(wiring.siteId()).toBeNull()
    await root.site.load('5')
    expect(wiring.siteId()).toBe(5)
    expect(process.env.NODE_ENV).not.toBe('production')
    expect(wiring.enabled()).toBe(false)
  })

  it('is the no-op client when none is built', () => {
    expect(() => testRootStore().analytics.track('x')).not.toThrow()
  })
})
