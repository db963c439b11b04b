/**
 * Dates do not change at the takeover, whatever the zone of the phone (issue #27 item 5): the painted view and the app's
 * page are drawn by the same components (src/ssr/views.tsx), so every painted route is drawn here by the painter in
 * three process zones (the server's UTC, Beijing, Los Angeles) and must come out the same, its dates on the Beijing
 * day. Node reads a new TZ at once; the browser journeys of the same rule: test/e2e/times.test.ts items 4 and 5.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import type { CompanyInfo, ExtensionName } from '../../types/contract'
import { paint, type BootSite } from '../../server/ssr/painter'
import { loadPaintedViews } from '../../server/ssr/views'
import { paintedRouteUrls } from '../support/painted-urls'
import { startServer, type TestServer } from './helpers'

/** 16:30 UTC on the 23rd: already the 24th in Beijing, still the 23rd in UTC and in Los Angeles. */
const PUBLISHED = '2026-11-23T16:30:00.000Z'
const ZONES = ['UTC', 'Asia/Shanghai', 'America/Los_Angeles']

/** `draw` with the process's clock in `zone` (Node reads TZ again when it is set), then back to the zone it had. */
function inZone<T>(zone: string, draw: () => T): T {
  const was = process.env.TZ
  process.env.TZ = zone
  try {
    return draw()
  } finally {
    if (was === undefined) delete process.env.TZ
    else process.env.TZ = was
  }
}

/** The text of painted markup, one entry per text run (element ids are counters that differ from one paint to the next). */
const textOf = (html: string | undefined): string[] =>
  (html ?? '')
    .split(/<[^>]*>/)
    .map(t => t.trim())
    .filter(Boolean)

describe('painted dates in any zone', () => {
  let s: TestServer
  let boot: BootSite

  before(async () => {
    // The views the server loads at start when it serves the app (this one serves the API only).
    assert.ok(loadPaintedViews().views, 'dist/ssr/views.cjs is built')
    s = await startServer()
    const write = new Database(path.join(s.dir, 'app.sqlite'))
    write.prepare('UPDATE entity_data SET publish_time = ?').run(PUBLISHED)
    write.close()
    // The boot data as the index page reads it, through the API.
    const data = async <T>(url: string) => (JSON.parse((await s.app.inject({ method: 'GET', url })).body) as { data: T }).data
    const companyInfo = await data<CompanyInfo>('/api/open/v1/company/companyInfo')
    const id = Number(companyInfo.miniAppWebsiteId)
    boot = {
      companyInfo,
      website: { id, info: await data(`/api/open/v1/website/${id}/info`), menu: await data(`/api/open/v1/website/${id}/menu`) },
      extensions: (await data<{ features: ExtensionName[] }>('/api/open/v1/extensions')).features
    }
  })
  after(() => s?.close())

  /** An app URL per painted route (test/support/painted-urls.ts). */
  const routeUrls = () => paintedRouteUrls(s.db).map(url => `/web/h${url}`)

  it('draws every painted route the same in UTC, Beijing and Los Angeles, dated by the Beijing day', () => {
    const dated: string[] = []
    for (const url of routeUrls()) {
      const [utc, ...others] = ZONES.map(zone => inZone(zone, () => textOf(paint(s.db, boot, url)?.html)))
      assert.ok(utc.length > 0, `${url}: painted`)
      others.forEach((text, i) => assert.deepEqual(text, utc, `${url}: drawn in ${ZONES[i + 1]} as in UTC`))
      assert.ok(!utc.some(t => t.includes('2026-11-23')), `${url}: no date of the UTC or Los Angeles day`)
      if (utc.some(t => t.includes('2026-11-24'))) dated.push(url.split('?')[0].replace('/web/h/', ''))
      // An event's time is on the Beijing clock, labelled (its clock differs in each of the three zones).
      if (/\/event(-list)?\//.test(url))
        assert.ok(
          utc.some(t => /\d{2}:\d{2}.*（北京时间）$/.test(t)),
          `${url}: an event time`
        )
    }
    // Every route that shows a publish date (cards whose facts are the date, a detail's header) showed it.
    const shown = ['index', 'custom', 'scene', 'article-list', 'case-list', 'product-list', 'article', 'case', 'material', 'video', 'course', 'product']
    assert.deepEqual(
      shown.filter(page => !dated.some(route => route.startsWith(`pages/${page}/`))),
      [],
      `dated: ${dated.join(', ')}`
    )
  })
})
