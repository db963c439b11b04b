/**
 * Issue #26 item 2: analytics is no longer an anonymous disk sink. A post is bounded (events, properties,
 * bytes per event, body); rows older than the retention window go, and beyond the size cap the oldest go.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { buildServer } from '../../server/app'
import { pruneAnalytics } from '../../server/services/analytics-store'
import { body, startServer, type TestServer } from './helpers'

const DAY_MS = 24 * 60 * 60 * 1000

const event = (i: number, extra: Record<string, unknown> = {}) => ({
  siteId: 1,
  anonymousPageId: `page-${i}`,
  type: 'event',
  event: 'CLICK',
  properties: { i, ...extra },
  pageProperties: { title: '首页', url: 'http://localhost/web/h/', path: '/web/h/', search: '', hash: '', width: 375, height: 812, referrer: '' }
})

const rows = (db: Database.Database) => db.prepare('SELECT COUNT(*) FROM analytics').pluck().get() as number
const size = (db: Database.Database) => db.prepare('SELECT rows, bytes FROM analytics_size').get() as { rows: number; bytes: number }

describe('analytics posts are bounded', () => {
  let s: TestServer
  before(async () => {
    s = await startServer({ analyticsPerMinute: 0 })
  })
  after(() => s.close())

  const post = (payload: unknown, remoteAddress = '127.0.0.1') =>
    s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', remoteAddress, payload: payload as object })

  it('stores a post of 50 events, each within 4 KB', async () => {
    const before = rows(s.db)
    const res = await post(Array.from({ length: 50 }, (_, i) => event(i, { note: 'x'.repeat(1500) })))
    assert.deepEqual(body(res).data, { stored: 50 })
    assert.equal(rows(s.db), before + 50)
  })

  it('refuses more than 50 events, more than 50 properties, an event over 4 KB or a body over 128 KB, storing nothing', async () => {
    const before = rows(s.db)
    const manyProps = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i]))
    const cases: [string, unknown, number, RegExp][] = [
      ['51 events', Array.from({ length: 51 }, (_, i) => event(i)), 400, /^参数错误/],
      ['51 properties', [event(1, manyProps)], 400, /^参数错误/],
      [
        'one event of 5 KB among small ones',
        [event(1), event(2, { note: 'x'.repeat(5000) }), event(3)],
        413,
        /^第 2 个事件过大（\d+ 字节，每个事件最多 4096 字节），未保存任何事件$/
      ],
      ['a 4 KB event of Chinese text (bytes, not characters)', [event(1, { note: '中'.repeat(1400) })], 413, /事件过大/],
      ['40 events of 3.9 KB (156 KB)', Array.from({ length: 40 }, (_, i) => event(i, { note: 'y'.repeat(3700) })), 413, /^请求体过大$/]
    ]
    for (const [what, payload, status, message] of cases) {
      const res = await post(payload)
      assert.equal(res.statusCode, status, what)
      const env = body(res)
      assert.equal(env.code, status, what)
      assert.match(env.message, message, what)
    }
    assert.equal(rows(s.db), before, 'nothing stored')
  })

  it('stores a page view once, however often its anonymousPageId arrives', async () => {
    const view = { ...event(900), anonymousPageId: 'page-view-once', event: 'PAGE_VIEW' }
    const count = () => s.db.prepare("SELECT COUNT(*) FROM analytics WHERE anonymous_page_id = 'page-view-once'").pluck().get()
    assert.equal(body(await post([view])).code, 200)
    assert.equal(body(await post([view, { ...view, event: 'CLICK' }])).code, 200)
    assert.equal(count(), 2, 'one PAGE_VIEW and the click on that page')
  })

  it('keeps a running total of the stored bytes', async () => {
    const total = size(s.db)
    const counted = s.db
      .prepare(
        'SELECT COUNT(*) AS rows, SUM(length(CAST(properties AS BLOB)) + length(CAST(page_properties AS BLOB)) + length(event) + COALESCE(length(site_id), 0) + COALESCE(length(anonymous_page_id), 0) + COALESCE(length(type), 0) + COALESCE(length(CAST(track AS BLOB)), 0) + length(received_at)) AS bytes FROM analytics'
      )
      .get() as { rows: number; bytes: number }
    assert.deepEqual(total, counted)
  })
})

describe('analytics retention and size cap', () => {
  let s: TestServer
  let write: Database.Database
  const MAX_BYTES = 40_000
  before(async () => {
    s = await startServer({ analyticsPerMinute: 0, analyticsMaxBytes: MAX_BYTES, analyticsRetentionDays: 30 })
    write = new Database(path.join(s.dir, 'app.sqlite'))
  })
  after(async () => {
    write.close()
    await s.close()
  })

  it('deletes rows older than the retention window, and only those (injected clock)', async () => {
    // From an empty table: the demo's own page views (server/seed/lead-radar.ts) are days old.
    write.prepare('DELETE FROM analytics').run()
    const res = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', payload: [event(1), event(2), event(3)] })
    assert.equal(body(res).code, 200)
    const now = Date.now()
    const before = rows(s.db)
    assert.equal(pruneAnalytics(write, { retentionDays: 30, maxBytes: MAX_BYTES }, now + 29 * DAY_MS), 0)
    assert.equal(rows(s.db), before)
    assert.equal(pruneAnalytics(write, { retentionDays: 30, maxBytes: MAX_BYTES }, now + 31 * DAY_MS), before)
    assert.equal(rows(s.db), 0)
    assert.deepEqual(size(s.db), { rows: 0, bytes: 0 })
  })

  it('keeps the table under its size cap by itself, deleting the oldest rows first', async () => {
    let last = 0
    for (let round = 0; round < 6; round++) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/open/v1/analytics',
        payload: Array.from({ length: 20 }, (_, i) => event(round * 100 + i, { note: 'z'.repeat(600) }))
      })
      assert.equal(body(res).code, 200)
      last = round * 100 + 19
    }
    // 120 rows of about 1 KB were posted: the server prunes soon after a post finds the table over its cap.
    const deadline = Date.now() + 10_000
    while (size(s.db).bytes > MAX_BYTES && Date.now() < deadline) await new Promise(resolve => setImmediate(resolve))
    const { bytes } = size(s.db)
    assert.ok(bytes <= MAX_BYTES, `${bytes} bytes stored`)
    assert.ok(bytes > MAX_BYTES / 2, 'it deletes only what it must')
    const kept = (write.prepare('SELECT properties FROM analytics ORDER BY id').pluck().all() as string[]).map(p => JSON.parse(p).i as number)
    assert.equal(kept[kept.length - 1], last, 'the newest row is kept')
    assert.ok(kept[0] > 0, 'the oldest rows went')
  })
})

describe('analytics pruning at start', () => {
  it('deletes rows past the retention window when the server starts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-start-'))
    try {
      const first = await buildServer({ dataDir: dir, devEndpoints: true })
      await first.inject({ method: 'POST', url: '/api/open/v1/analytics', payload: [event(1), event(2)] })
      await first.close()
      const db = new Database(path.join(dir, 'app.sqlite'))
      const old = new Date(Date.now() - 31 * DAY_MS).toISOString()
      db.prepare('UPDATE analytics SET received_at = ? WHERE anonymous_page_id = ?').run(old, 'page-1')
      db.close()
      const second = await buildServer({ dataDir: dir, devEndpoints: true, analyticsRetentionDays: 30 })
      const left = body<{ anonymousPageId: string }[]>(await second.inject('/api/dev/analytics')).data.map(r => r.anonymousPageId)
      await second.close()
      // (the demo's own page views, server/seed/lead-radar.ts, are days old and stay)
      assert.deepEqual(
        left.filter(id => id.startsWith('page-')),
        ['page-2']
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
