import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
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
    for (let i = 0; i < 5; i++) {
      await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: { ...track, 'user-agent': 'visitor-b' }, payload: pv('b', `?id=30&x=${i}`) })
    }
    const end = await stats()
    assert.equal(end.pv - start.pv, 1)
    assert.equal(end.uv - start.uv, 1)
    // Other content by the same visitor does count.
    await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', headers: { ...track, 'user-agent': 'visitor-b' }, payload: pv('b', '?id=31') })
    assert.equal((await stats()).pv - start.pv, 2)
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

  it('defaults to http://localhost:<listening port>', async () => {
    const t = await startServer()
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const port = (t.app.server.address() as { port: number }).port
      const h = await tokenFor(t.app, PROMOTER)
      const d = body<PromotionUrl>(await t.app.inject({ url: '/api/ca-open/v1/promote/getMyPromotionUrl', headers: { ...h, host: 'evil.example' } })).data
      assert.ok(d.url.startsWith(`http://localhost:${port}/web/h/`), d.url)
    } finally {
      await t.close()
    }
  })
})
