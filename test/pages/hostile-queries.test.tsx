/**
 * Hostile links, page by page in jsdom: every route of the app (all 72) opened with every hostile query of
 * test/fixtures/hostile-queries.ts (merged into 7 opens a route, see mergeByKeys), and the web view opened with every
 * hostile URL of test/fixtures/hostile-urls.ts. No server: every API call answers an error envelope, so each page
 * must settle on content or a clear message. The browser keeps a sample of both (test/e2e/resilience.test.ts).
 */
import Taro from '@tarojs/taro'
import * as launch from '@/services/platform/launch'
import { ALL_ROUTE_PATHS } from '@/services/navigation/route-table'
import { HOSTILE_QUERIES, TRACKING_KEYS } from '../fixtures/hostile-queries'
import { HOSTILE_URLS } from '../fixtures/hostile-urls'
import { TaroTestApp } from '../utils/taro-app'
import { mockApi } from '../utils/mock-api'
import { queriesOnTop, stubIntersectionObserver, topPath } from '../support/page'
import { countOpenRequests, settleOnFakeClock, watchPageErrors, type PageErrorWatch } from '../support/settle'

const testUtils = new TaroTestApp()

/** What the hostile markup would call if it ever ran (the utm and tab values call __xss). */
const xss = jest.fn()
let watch: PageErrorWatch
let openRequests: () => number
let leave: jest.SpyInstance
let api: ReturnType<typeof mockApi>

beforeAll(async () => {
  stubIntersectionObserver()
  Object.assign(window, { __xss: xss, alert: xss })
  // A page that would send the browser elsewhere (to sign in, out of the web view): recorded, nothing leaves.
  leave = jest.spyOn(launch, 'leaveTo').mockImplementation(() => undefined)
  api = mockApi({})
  openRequests = countOpenRequests()
  watch = watchPageErrors()
  await testUtils.createApp()
})

afterAll(() => {
  watch.stop()
  api.restore()
  leave.mockRestore()
})

/** Why the page on top has not settled yet (null once it has): it shows text, nothing loading, every call answered. */
function unsettled(before: string): string | null {
  if (topPath() === before) return 'still the previous page'
  const page = document.getElementById(topPath())
  if (!page?.querySelector('.page') || !(page.textContent || '').trim()) return 'a blank page'
  if (page.querySelector('[aria-busy="true"]')) return 'still loading'
  return openRequests() > 0 ? 'an API call still open' : null
}

const storedTracking = () => TRACKING_KEYS.filter(key => Taro.getStorageSync(key) !== '')

/**
 * Replaces the page on top with `url`, waits until it has settled (the colleague pages wait 2 s on the fake clock for a
 * UC token, then send the visitor to sign in) and answers the problems seen on it: not settled, crashed into the error
 * boundary, active markup in the page, the probe called, an error logged or a rejection unhandled, a tracking value stored.
 */
async function openSettled(url: string): Promise<string[]> {
  const before = topPath()
  const seen = watch.mark()
  const probed = xss.mock.calls.length
  const why = await settleOnFakeClock(
    () => void Taro.redirectTo({ url }),
    () => unsettled(before),
    { advance: () => openRequests() === 0 }
  )
  const problems = why ? [`did not settle: ${why}`] : []
  const page = document.getElementById(topPath())
  if (page?.textContent?.includes('页面出错了')) problems.push('crashed into the error boundary')
  for (const el of Array.from(page?.querySelectorAll('*') || [])) {
    if (el.tagName === 'SCRIPT') problems.push('a script element')
    for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) problems.push(`an ${attr.name} handler on <${el.tagName.toLowerCase()}>`)
  }
  if (xss.mock.calls.length > probed) problems.push('the hostile markup ran')
  for (const key of storedTracking()) {
    problems.push(`${key} stored`)
    Taro.removeStorageSync(key)
  }
  return [...problems, ...watch.since(seen)]
}

/** The key=value pairs of a query string (raw). */
const pairsOf = (query: string) => (query ? query.split('&') : [])
const keysOf = (query: string) => pairsOf(query).map(pair => pair.split('=')[0])

/**
 * The hostile queries merged where their keys differ: a route opens once per hostile id (and once with no query at
 * all), and the queries without an id ride along with one that has, so every hostile value still reaches every route
 * in 7 opens instead of 10.
 */
function mergeByKeys(queries: string[]): string[] {
  const merged: string[] = []
  for (const query of queries) {
    const into = query ? merged.findIndex(m => m && !keysOf(m).some(key => keysOf(query).includes(key))) : -1
    if (into >= 0) merged[into] = `${merged[into]}&${query}`
    else merged.push(query)
  }
  return merged
}
const ROUTE_QUERIES = mergeByKeys(HOSTILE_QUERIES)

describe(`every route × hostile queries (${ALL_ROUTE_PATHS.length} routes × ${HOSTILE_QUERIES.length} queries in ${ROUTE_QUERIES.length} opens)`, () => {
  it('opens each route with every hostile value, each key once per open', () => {
    expect(ROUTE_QUERIES.flatMap(pairsOf).sort()).toEqual(HOSTILE_QUERIES.flatMap(pairsOf).sort())
    expect(ROUTE_QUERIES).toContain('')
    for (const query of ROUTE_QUERIES) expect(new Set(keysOf(query)).size).toBe(keysOf(query).length)
  })

  it.each(ALL_ROUTE_PATHS)('%s settles on content or a message for each, with no error, no active markup and nothing stored', async route => {
    const problems: Record<string, string[]> = {}
    for (const query of ROUTE_QUERIES) {
      const seen = await openSettled(`${route}${query ? `?${query}` : ''}`)
      if (seen.length) problems[query.slice(0, 60) || '(no query)'] = seen
    }
    expect(problems).toEqual({})
  })
})

describe(`the web view × hostile URLs (${HOSTILE_URLS.length} forms)`, () => {
  beforeEach(() => leave.mockClear())

  it.each(HOSTILE_URLS.map(url => [JSON.stringify(url).slice(0, 60), url]))('refuses %s with its message and goes nowhere', async (_label, url) => {
    expect(await openSettled(`/pages/web/index?src=${encodeURIComponent(url)}`)).toEqual([])
    const screen = queriesOnTop()
    // A value over 2 kB is read as missing (cleanParams): a link cut short would be another link.
    expect(screen.getByRole('alert').textContent).toContain(url && url.length <= 2048 ? '无法打开此链接' : '链接缺少网址')
    expect(screen.queryByRole('button', { name: '继续访问' })).toBeNull()
    expect(leave).not.toHaveBeenCalled()
  })
})
