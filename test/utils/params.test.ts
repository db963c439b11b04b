/**
 * The rules every hostile query of test/fixtures/hostile-queries.ts goes through, value by value: the query read raw
 * from the address (launchQuery), decoded once and capped (cleanParams), its id (parseId), its tracking values
 * (pickTrackingParams, parseOcuid). What a page then shows for each is test/pages/hostile-queries.test.tsx.
 */
import { launchQuery } from '@/services/platform/launch'
import { parseOcuid, pickTrackingParams } from '@/services/tracking-params'
import { cleanParams } from '@/utils/params'
import { parseId } from '@/shared/ids'
import { HOSTILE_QUERIES } from '../fixtures/hostile-queries'

/** The query the address bar holds, read the way the app reads its launch query (raw values, as the browser encoded them). */
function addressQuery(query: string): Record<string, unknown> {
  window.history.replaceState(null, '', `/web/h/pages/index/index${query ? `?${query}` : ''}`)
  return launchQuery()
}

afterAll(() => window.history.replaceState(null, '', '/'))

/** Each hostile query and the params a page reads from it: decoded once, malformed escapes left as they are, over 2 kB left out. */
const EXPECTED: [query: string, params: Record<string, string>][] = [
  [HOSTILE_QUERIES[0], {}],
  [HOSTILE_QUERIES[1], { id: '' }],
  [HOSTILE_QUERIES[2], { id: 'abc' }],
  [HOSTILE_QUERIES[3], { id: '-1' }],
  [HOSTILE_QUERIES[4], { id: '99999999999999999999999' }],
  [HOSTILE_QUERIES[5], {}],
  [HOSTILE_QUERIES[6], { id: '%E0%A4%A', categoryId: '%' }],
  [HOSTILE_QUERIES[7], { utm_source: '<script>__xss(1)</script>', utm_scid: '"><img src=x onerror=__xss(2)>', ocuid: '0x10' }],
  // The browser encodes < and > in an address: decoded once, they are markup text again.
  [HOSTILE_QUERIES[8], { ocuid: '1e309', utm_uid: '<b>x</b>' }],
  [HOSTILE_QUERIES[9], { ocuid: '-1', tab: '<svg/onload=__xss(3)>' }]
]

describe('a hostile query, value by value', () => {
  it('covers every hostile query of the fixture', () => {
    expect(EXPECTED.map(([query]) => query)).toEqual(HOSTILE_QUERIES)
  })

  it.each(EXPECTED.map(([query, params]) => [query.slice(0, 60) || '(no query)', query, params] as const))(
    '%s: decoded once without throwing, nothing over 2 kB, and no id',
    (_label, query, params) => {
      const clean = cleanParams(addressQuery(query))
      expect(clean).toEqual(params)
      expect(parseId(clean.id)).toBeNull()
    }
  )

  it.each(EXPECTED.map(([query]) => [query.slice(0, 60) || '(no query)', query] as const))('%s: keeps no utm value and no ocuid', (_label, query) => {
    const raw = addressQuery(query)
    expect(pickTrackingParams(raw)).toEqual({})
    expect(parseOcuid(raw.ocuid)).toBeNull()
  })

  it('decodes a value once: an encoded escape stays an escape', () => {
    expect(cleanParams(addressQuery('id=%2531&src=%253Cscript%253E'))).toEqual({ id: '%31', src: '%3Cscript%3E' })
  })
})
