/**
 * Issue #26 item 3 and "ready for more than one machine": the painted-page cache is keyed by the canonical
 * page (junk and tracking parameters are hits), survives the server's own writes (views, analytics),
 * never lets two URLs share an entry, is bounded by bytes, and answers a shared cache may keep, while
 * personal answers are never publicly cacheable.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { body, idOf, MEMBER, paintingServerPerSuite, sessionCookie, tokenFor, type TestServer } from './helpers'

const titleOf = (s: TestServer, id: number) => s.db.prepare('SELECT title FROM entity_data WHERE id = ?').pluck().get(id) as string
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

describe('painted-page cache (issue #26 item 3)', () => {
  let s: TestServer
  paintingServerPerSuite(
    painting => {
      s = painting.server
    },
    { prefix: 'cache-static-' }
  )

  const paints = () => s.app.pageCache!().paints
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await s.app.inject({ url, headers })
    assert.equal(res.statusCode, 200, url)
    return res
  }

  it('answers junk, tracking and share parameters from the cache: the page is painted once', async () => {
    const id = idOf(s.db, 'article-3')
    const first = await get(`/web/h/pages/article/index?id=${id}`)
    const painted = paints()
    for (const query of [
      `id=${id}&x=123`,
      `utm_source=wechat&utm_medium=share&id=${id}&utm_campaign=summit`,
      `id=${id}&utm_scid=sc1001&ocuid=abc&shareId=991`,
      `id=${id}&junk=${'z'.repeat(3000)}`,
      `id=${id}&id=${id}`,
      `id=0${id}#top`
    ]) {
      const res = await get(`/web/h/pages/article/index?${query}`)
      assert.equal(res.body, first.body, query)
    }
    // home, a list, a custom page and the chat page with made-up parameters: one paint each, then hits
    for (const base of ['/web/h/', '/web/h/pages/article-list/index', '/web/h/pages/custom/index?pageId=2', '/web/h/pages/ai/index']) {
      const sep = base.includes('?') ? '&' : '?'
      await get(base)
      const before = paints()
      for (let i = 0; i < 5; i++) await get(`${base}${sep}utm_source=x&r=${Math.random()}`)
      assert.equal(paints(), before, base)
    }
    assert.equal(paints(), painted + 4)
  })

  it('keys ids that name nothing, and routes the app does not know, to one shell each', async () => {
    await get('/web/h/pages/article/index?id=999999')
    await get('/web/h/pages/no-such-page/index?a=1')
    const before = paints()
    for (let i = 0; i < 10; i++) {
      await get(`/web/h/pages/article/index?id=${900000 + i}`)
      await get(`/web/h/pages/article/index?id=abc${i}`)
      await get(`/web/h/pages/no-such-${i}/index`)
    }
    assert.equal(paints(), before)
  })

  it('keeps its pages when the server itself writes: article views and analytics do not empty it', async () => {
    const id = idOf(s.db, 'article-4')
    const page = await get(`/web/h/pages/article/index?id=${id}`)
    await get('/web/h/pages/article-list/index')
    const before = paints()
    for (let i = 0; i < 5; i++) {
      const view = await s.app.inject(`/api/open/v1/entityData/entityDataDetail/${id}`)
      assert.equal(body(view).code, 200)
    }
    await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', payload: { event: 'CLICK', properties: {} } })
    await tokenFor(s.app) // a new visitor account and session
    const again = await get(`/web/h/pages/article/index?id=${id}`)
    await get('/web/h/pages/article-list/index')
    assert.equal(paints(), before, 'no page painted again')
    // the view count it shows may be up to 30 s old
    assert.equal(again.body, page.body)
  })

  it('never lets two long URLs share a page (keys are canonical, never cut)', async () => {
    const a = idOf(s.db, 'article-5')
    const b = idOf(s.db, 'article-6')
    const junk = `utm_content=${'q'.repeat(2100)}`
    const pageA = (await get(`/web/h/pages/article/index?${junk}&id=${a}`)).body
    const pageB = (await get(`/web/h/pages/article/index?${junk}&id=${b}`)).body
    assert.ok(pageA.includes(escaped(titleOf(s, a))))
    assert.ok(pageB.includes(escaped(titleOf(s, b))), 'the second URL gets its own article')
    assert.ok(!pageB.includes(escaped(titleOf(s, a))))
  })

  it('paints the same bytes for a member with a session cookie as for an anonymous visitor', async () => {
    const login = await s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cellphone: MEMBER, code: '123456', returnUrl: '/web/h/' }).toString()
    })
    // the browser keeps the session and its readable hint (an older session without one: first-paint.test.ts)
    const cookie = `${sessionCookie(login)}; ca_signed_in=1`
    const member = await tokenFor(s.app, MEMBER)
    for (const url of ['/web/h/', `/web/h/pages/article/index?id=${idOf(s.db, 'article-7')}`, `/web/h/pages/course/index?id=${idOf(s.db, 'course-data')}`]) {
      const anonymous = await get(url)
      const signedIn = await get(url, { cookie, ...member })
      assert.equal(signedIn.body, anonymous.body, url)
      assert.equal(signedIn.headers['set-cookie'], undefined, url)
    }
  })

  it('answers painted HTML with public caching for a CDN, varied by encoding only', async () => {
    for (const url of ['/web/h/', '/web/h/pages/article-list/index?utm_source=a', '/web/h/pages/account/order/index']) {
      const res = await get(url, { 'accept-encoding': 'br' })
      assert.equal(res.headers['cache-control'], 'public, max-age=0, s-maxage=30, stale-while-revalidate=60', url)
      assert.equal(res.headers.vary, 'Accept-Encoding', url)
    }
    // the plain shell asked for by tools is kept out of shared caches (they key by URL and encoding)
    const plain = await get('/web/h/', { 'x-first-paint': 'off' })
    assert.equal(plain.headers['cache-control'], 'private, no-store')
  })

  it('marks every personal answer private, no-store', async () => {
    const member = await tokenFor(s.app, MEMBER)
    const answers = [
      await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers: member }),
      await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo' }),
      await s.app.inject({ url: '/api/ca-open/v1/promote/getPromotionAccessCount', headers: member }),
      await s.app.inject({ url: '/api/open/v1/entityData/entityDataDetail/' + idOf(s.db, 'article-1'), headers: member }),
      await s.app.inject('/web/ca/login'),
      await s.app.inject('/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F'),
      await s.app.inject('/order/pay/submitCa?orderNumber=x'),
      await s.app.inject('/api/open/v1/company/companyInfo')
    ]
    assert.equal(body(answers[0]).code, 200, 'the member reads their account')
    for (const res of answers) assert.equal(res.headers['cache-control'], 'private, no-store', `${res.statusCode} ${res.body.slice(0, 80)}`)
  })
})

describe('painted-page cache bound', () => {
  let s: TestServer
  const BYTES = 150_000
  paintingServerPerSuite(
    painting => {
      s = painting.server
    },
    { prefix: 'cache-static-' },
    { pageCacheBytes: BYTES }
  )

  it('holds at most its byte bound, compressed copies included, dropping the least recently used', async () => {
    const ids = s.db.prepare("SELECT id FROM entity_data WHERE entity_type = 'ARTICLE' ORDER BY id").pluck().all() as number[]
    assert.ok(ids.length >= 15)
    for (const id of ids) {
      const res = await s.app.inject({ url: `/web/h/pages/article/index?id=${id}`, headers: { 'accept-encoding': 'br' } })
      assert.equal(res.statusCode, 200)
      await s.app.inject({ url: `/web/h/pages/article/index?id=${id}`, headers: { 'accept-encoding': 'gzip' } })
      const stats = s.app.pageCache!()
      assert.ok(stats.bytes <= BYTES, `${stats.bytes} bytes after article ${id}`)
    }
    const stats = s.app.pageCache!()
    assert.ok(stats.entries > 1 && stats.entries < ids.length, `${stats.entries} entries`)
    // the newest page is still a hit, the first one was dropped
    const painted = stats.paints
    await s.app.inject(`/web/h/pages/article/index?id=${ids[ids.length - 1]}`)
    assert.equal(s.app.pageCache!().paints, painted)
    await s.app.inject(`/web/h/pages/article/index?id=${ids[0]}`)
    assert.equal(s.app.pageCache!().paints, painted + 1)
  })
})
