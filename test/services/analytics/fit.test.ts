import { fitPayload, MAX_EVENT_BYTES, MAX_PROPERTIES, utf8Bytes } from '../../../src/services/analytics/fit'
import type { AnalyticsPayload } from '../../../src/services/analytics'
import { PAGE } from './helpers'

const payload = (properties: Record<string, unknown>, page = PAGE): AnalyticsPayload => ({
  siteId: 1,
  anonymousPageId: 'pv-1',
  type: 'event',
  event: 'CLICK',
  properties,
  pageProperties: page
})
const bytes = (p: AnalyticsPayload | null) => utf8Bytes(JSON.stringify(p))
const track = { utm_source: 'newsletter', ocuid: 42 }

describe('fitPayload (the server refuses events over 4096 bytes or 50 properties)', () => {
  it('counts UTF-8 bytes like the server does', () => {
    expect(utf8Bytes('abc')).toBe(3)
    expect(utf8Bytes('中文')).toBe(6)
    expect(utf8Bytes('é')).toBe(2)
    expect(utf8Bytes('😀')).toBe(4)
    expect(utf8Bytes(JSON.stringify({ t: '中😀' }))).toBe(Buffer.byteLength(JSON.stringify({ t: '中😀' })))
  })

  it('leaves an event within the bounds untouched', () => {
    const p = payload({ ...track, contentId: 7 })
    expect(fitPayload(p, track)).toBe(p)
  })

  it('keeps the first 50 properties', () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]))
    const fitted = fitPayload(payload({ ...track, ...many }), track)!
    expect(Object.keys(fitted.properties)).toHaveLength(MAX_PROPERTIES)
    expect(fitted.properties).toMatchObject(track)
  })

  it('sends an event whose properties are too large with the track params only, marked truncated', () => {
    const fitted = fitPayload(payload({ ...track, note: '长'.repeat(2000) }), track)!
    expect(fitted.properties).toEqual({ ...track, truncated: true })
    expect(bytes(fitted)).toBeLessThanOrEqual(MAX_EVENT_BYTES)
  })

  it('shortens the page fields when the page alone is too large, and drops what still cannot fit', () => {
    const long = 'x'.repeat(2000)
    const page = { ...PAGE, url: long, path: long, search: long, hash: long, referrer: long, title: '标'.repeat(300) }
    const fitted = fitPayload(payload(track, page), track)!
    expect(bytes(fitted)).toBeLessThanOrEqual(MAX_EVENT_BYTES)
    expect(fitted.pageProperties.url).toHaveLength(256)
    const huge = { utm_source: 'y'.repeat(5000) }
    expect(fitPayload(payload(huge), huge)).toBeNull()
  })
})
