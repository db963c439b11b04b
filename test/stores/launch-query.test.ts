/**
 * The app opened by a hostile link: start-up reads the address's query (launchQuery) into the session (session.init),
 * which keeps and stores only a plain numeric ocuid and clean utm values, so none of test/fixtures/hostile-queries.ts
 * leaves anything behind in storage.
 */
import Taro from '@tarojs/taro'
import { launchQuery } from '@/services/platform/launch'
import { HOSTILE_QUERIES, TRACKING_KEYS } from '../fixtures/hostile-queries'
import { testRootStore } from '../support/root-store'

const stored = () => TRACKING_KEYS.filter(key => Taro.getStorageSync(key) !== '')

describe('a hostile launch query', () => {
  beforeEach(() => Taro.clearStorageSync())
  afterAll(() => window.history.replaceState(null, '', '/'))

  it.each(HOSTILE_QUERIES.map(query => [query.slice(0, 60) || '(no query)', query]))(
    '%s: the session holds and stores no ocuid or utm value',
    (_label, query) => {
      window.history.replaceState(null, '', `/web/h/pages/index/index${query ? `?${query}` : ''}`)
      const { session } = testRootStore()
      session.init(launchQuery(), 'production')
      expect(session.ocuid).toBeNull()
      expect(session.trackParams).toEqual({})
      expect(stored()).toEqual([])
    }
  )

  it('stores the values of a clean link, so the check above can see a stored value', () => {
    window.history.replaceState(null, '', '/web/h/pages/index/index?ocuid=12&utm_source=poster')
    testRootStore().session.init(launchQuery(), 'production')
    expect(stored()).toEqual(['ocuid', 'utm_source'])
  })
})
