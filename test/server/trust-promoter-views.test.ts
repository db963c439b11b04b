import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import type { PosterResult, PromotionUrl } from '../../types/contract'
import { body, PROMOTER, startServer, tokenFor, type TestServer } from './helpers'

const page = {
  title: '峰会',
  url: 'http://localhost/web/h/pages/event/index?id=30',
  path: '/pages/event/index',
  hash: '',
  search: '?id=30&utm_scid=sc1001',
  width: 375,
  height: 812,
  referrer: ''
}
const pv = (anon: string, search = page.search) => ({
  siteId: 1,
  anonymousPageId: anon,
  type: 'event',
  event: 'PAGE_VIEW',
  properties: {},
  pageProperties: { ...page, search }
})
const track = { 'Marketing-Track': 'utm_scid=sc1001&utm_source=promotion' }

/** The ca_vid cookie an analytics answer sets, as a Cookie header value. */
function visitorCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie']
  const line = (Array.isArray(raw) ? raw : [raw ?? '']).find(c => c.startsWith('ca_vid='))
  assert.ok(line, 'the answer sets ca_vid')
  assert.match(line, /HttpOnly/)
  return line.split(';')[0]
}

/** Issue #17 item 5: promoter statistics cannot be forged by posting page views. */
describe('promoter page views (trust #5)', () => {
  let s: TestServer
  let promoter: Record<string, string>
  before(async () => {
    s = await startServer({ analyticsPerMinute: 30 })
    promoter = await tokenFor(s.app, PROMOTER)
  })
  after(() => s.close())

  const stats = async () =>
    body(await s.app.inject({ url: '/api/ca-open/v1/promote/getMyPromotionPageViewData', headers: promoter })).data as { pv: number; uv: number }

  it('counts one anonymous POST of 50 page views (made-up page ids) as one view and one visitor', async () => {
    const start = await stats()
    const batch = Array.from({ length: 50 }, (_, i) => pv(`forged-${i}`))
    const res = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: track, payload: batch })
    assert.equal(body(res).code, 200)
    const end = await stats()
    assert.equal(end.pv - start.pv, 1)
    assert.equal(end.uv - start.uv, 1)
  })

  it('counts a repeat view of the same content by the same visitor once per 30 minutes, whatever the extra parameters', async () => {
    const start = await stats()
    // The visitor is the browser's ca_vid cookie, which the first answer sets.
    const first = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: track, payload: pv('b-0', '?id=30&x=0') })
    const cookie = visitorCookie(first)
    for (let i = 1; i < 5; i++) {
      await s.app.inject({
        method: 'POST',
        url: '/api/open/v1/analytics',
        headers: { ...track, cookie, 'user-agent': `ua-${i}` },
        payload: pv(`b-${i}`, `?id=30&x=${i}`)
      })
    }
    const end = await stats()
    assert.equal(end.pv - start.pv, 1)
    assert.equal(end.uv - start.uv, 1)
    // Other content by the same visitor does count.
    await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: { ...track, cookie }, payload: pv('c', '?id=31') })
    assert.equal((await stats()).pv - start.pv, 2)
    assert.equal((await stats()).uv - start.uv, 1)
  })

  it('counts at most 10 visitors a day from one address, however it rotates User-Agent, cookie or page ids (issue #26 item 9)', async () => {
    const start = await stats()
    const tasks = async () =>
      body<{ title: string; done: number }[]>(await s.app.inject({ url: '/api/ca-open/v1/promote/tasks', headers: promoter })).data.map(t => t.done)
    const tasksBefore = await tasks()
    for (let i = 0; i < 30; i++) {
      // no cookie, a made-up one, or none at all, with a new browser name each time
      const cookie = i % 2 ? { cookie: `ca_vid=${crypto.randomBytes(16).toString('hex')}` } : {}
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/open/v1/analytics',
        remoteAddress: '127.0.0.26',
        headers: { ...track, ...cookie, 'user-agent': `Mozilla/5.0 rotating-${i}` },
        payload: [pv(`rot-${i}-a`, `?id=30&r=${i}`), pv(`rot-${i}-b`, `?id=31&r=${i}`)]
      })
      assert.equal(body(res).code, 200)
    }
    const end = await stats()
    assert.equal(end.uv - start.uv, 10, 'UV grows by the per-address cap')
    assert.ok(end.pv - start.pv <= 20, `PV +${end.pv - start.pv}`)
    const tasksAfter = await tasks()
    tasksAfter.forEach((done, i) => assert.ok(done - tasksBefore[i] <= 20, `task ${i}: +${done - tasksBefore[i]}`))
    // A visitor the address already brought keeps counting new content; another address brings its own visitors.
    const other = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', remoteAddress: '127.0.0.27', headers: track, payload: pv('o', '?id=30') })
    assert.equal(body(other).code, 200)
    assert.equal((await stats()).uv - end.uv, 1)
  })

  it('refuses a burst of posts from one client address with 429 and a Chinese envelope', async () => {
    let refused: { statusCode: number; body: string } | null = null
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', payload: { event: 'CLICK', properties: {} } })
      if (res.statusCode === 429) refused = res
    }
    assert.ok(refused, 'a burst is refused')
    assert.deepEqual(JSON.parse(refused.body), { code: 429, data: null, message: '请求过于频繁，请稍后再试' })
  })
})

/** Issue #17 item 7: absolute links and QR codes use the configured public origin, never the Host header. */
describe('public origin (trust #7)', () => {
  let s: TestServer
  let promoter: Record<string, string>
  before(async () => {
    s = await startServer({ publicOrigin: 'https://m.yuntu.example.com' })
    promoter = await tokenFor(s.app, PROMOTER)
  })
  after(() => s.close())

  it('builds getMyPromotionUrl from PUBLIC_ORIGIN whatever Host says', async () => {
    const res = await s.app.inject({ url: '/api/ca-open/v1/promote/getMyPromotionUrl', headers: { ...promoter, host: 'evil.example' } })
    const d = body<PromotionUrl>(res).data
    assert.match(d.url, /^https:\/\/m\.yuntu\.example\.com\/web\/h\/pages\/index\/index\?utm_scid=sc1001/)
    assert.match(d.shortUrl, /^https:\/\/m\.yuntu\.example\.com\/s\//)
    assert.ok(!JSON.stringify(d).includes('evil'))
    assert.ok(decodeURIComponent(d.qrCode).includes('https://m.yuntu.example.com/web/h/'))
  })

  it('makes the same poster (same QR link) whatever Host says', async () => {
    const poster = async (host: string) =>
      body<PosterResult>(
        await s.app.inject({
          method: 'POST',
          url: '/api/ca-open/v1/share/genPoster',
          headers: { ...promoter, host },
          payload: { templateId: 1, path: '/pages/index/index' }
        })
      ).data
    const a = await poster('evil.example')
    const b = await poster('localhost:8080')
    assert.ok(a.url)
    assert.equal(a.url, b.url, 'the poster does not depend on the Host header')
    const event = body<PosterResult>(
      await s.app.inject({ url: '/api/ca-open/v1/promotionEvent/getMyPoster', headers: { ...promoter, host: 'evil.example' } })
    ).data
    const event2 = body<PosterResult>(
      await s.app.inject({ url: '/api/ca-open/v1/promotionEvent/getMyPoster', headers: { ...promoter, host: 'other.example' } })
    ).data
    assert.equal(event.url, event2.url)
  })

  it('keeps PUBLIC_ORIGIN even for a request to this machine by another name', async () => {
    const d = body<PromotionUrl>(
      await s.app.inject({ url: '/api/ca-open/v1/promote/getMyPromotionUrl', headers: { ...promoter, host: '127.0.0.1:8080' } })
    ).data
    assert.match(d.shortUrl, /^https:\/\/m\.yuntu\.example\.com\/s\//)
  })
})

/** Without PUBLIC_ORIGIN, links are made on the origin the visitor is on, when its Host names this server. */
describe("the visitor's own origin when none is configured", () => {
  let t: TestServer
  let port: number
  let promoter: Record<string, string>
  before(async () => {
    t = await startServer()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as { port: number }).port
    promoter = await tokenFor(t.app, PROMOTER)
  })
  after(() => t.close())

  const promotionUrl = async (host: string) =>
    body<PromotionUrl>(await t.app.inject({ url: '/api/ca-open/v1/promote/getMyPromotionUrl', headers: { ...promoter, host } })).data

  it('makes links, short links and QR codes on the address the site is open at', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const d = await promotionUrl(host)
      assert.ok(d.url.startsWith(`http://${host}/web/h/pages/index/index?utm_scid=`), d.url)
      assert.equal(d.shortUrl, `http://${host}/s/p1`)
      assert.ok(decodeURIComponent(d.qrCode).includes(`http://${host}/web/h/`), d.qrCode)
    }
  })

  it('never echoes a forged Host: another name or another port falls back to http://localhost:<listening port>', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, `127.0.0.1:${port}@evil.example`, `localhost:${port}/x`]) {
      const d = await promotionUrl(host)
      assert.ok(d.url.startsWith(`http://localhost:${port}/web/h/`), `${host}: ${d.url}`)
      assert.equal(d.shortUrl, `http://localhost:${port}/s/p1`)
    }
  })
})
