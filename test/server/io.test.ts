import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import {
  apiKeyOf,
  assertRefused,
  body,
  bootData,
  fingerprint,
  idOf,
  MEMBER,
  PROMOTER,
  serverPerSuite,
  startServer,
  type TestServer,
  tokenFor,
  upload
} from './helpers'
import { withBootData } from '../../server/routes/web'
import type { Account, AiMessage, EntityDataDetail, Page, PromotionViewDetail, UploadResult } from '../../types/contract'

describe('uploads, analytics, AI, bad input and load', () => {
  let s: TestServer
  let apiKey: string
  serverPerSuite(server => {
    s = server
    apiKey = apiKeyOf(s.db, MEMBER)
  })

  it('stores an upload on disk and serves it back', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    const r = body<UploadResult>(await upload(s.app, apiKey, '名片.png', png))
    assert.equal(r.code, 200)
    assert.deepEqual([r.data.name, r.data.size], ['名片.png', png.length])
    assert.match(r.data.url, /^\/api\/open\/file\/[0-9a-f]{32}\.png$/)
    assert.ok(fs.existsSync(path.join(s.dir, 'uploads', path.basename(r.data.url))))
    const back = await s.app.inject(r.data.url)
    assert.equal(back.headers['content-type'], 'image/png')
    assert.deepEqual(back.rawPayload, png)
  })

  it('refuses wrong types, oversized files, bad apiKeys and missing files; nothing is stored', async () => {
    const before = fingerprint(s.db)
    const files = () => fs.readdirSync(path.join(s.dir, 'uploads')).length
    const count = files()
    const wrong = body(await upload(s.app, apiKey, 'x.exe', Buffer.from('MZ')))
    assertRefused(wrong, 400, /不支持的文件类型/)
    const svg = body(await upload(s.app, apiKey, 'x.svg', Buffer.from('<svg/>')))
    assert.equal(svg.code, 400)
    const big = await upload(s.app, apiKey, 'big.pdf', Buffer.alloc(5 * 1024 * 1024 + 10, 1))
    assert.equal(big.statusCode, 413)
    assert.equal(body(big).code, 413)
    const badKey = body(await upload(s.app, 'nope', 'a.txt', Buffer.from('hi')))
    assert.equal(badKey.code, 401)
    const noKey = body(await upload(s.app, null, 'a.txt', Buffer.from('hi')))
    assert.equal(noKey.code, 401)
    const otherField = await upload(s.app, apiKey, 'a.txt', Buffer.from('hi'), { field: 'doc' })
    assert.equal(body(otherField).code, 400)
    const json = await s.app.inject({ method: 'POST', url: `/api/open/file/upload?apiKey=${apiKey}`, payload: { file: 'x' } })
    assert.equal(body(json).code, 400)
    assert.deepEqual(fingerprint(s.db), before)
    assert.equal(files(), count)
  })

  it('stores analytics (one or a batch) and counts promotion page views', async () => {
    const page = {
      title: '峰会',
      url: 'http://localhost/web/h/pages/event/index?id=30',
      path: '/pages/event/index',
      hash: '',
      search: '?id=30',
      width: 375,
      height: 812,
      referrer: ''
    }
    const pv = (anon: string, event = 'PAGE_VIEW', properties: Record<string, unknown> = {}) => ({
      siteId: 1,
      anonymousPageId: anon,
      type: 'event',
      event,
      properties,
      pageProperties: page
    })
    const promoter = await tokenFor(s.app, PROMOTER)
    const count = async () => body(await s.app.inject({ url: '/api/ca-open/v1/promote/getPromotionAccessCount', headers: promoter })).data as number
    const start = await count()
    const one = await s.app.inject({
      method: 'POST',
      url: '/api/open/v1/analytics',
      headers: { 'Marketing-Track': 'utm_scid=sc1001&utm_source=promotion' },
      payload: pv('anon-1')
    })
    assert.deepEqual(body(one).data, { stored: 1 })
    // Another visitor (an anonymous visitor is their ca_vid cookie: a post without one is a new visitor).
    const batch = await s.app.inject({
      method: 'POST',
      url: '/api/open/v1/analytics',
      headers: { 'user-agent': 'another browser' },
      payload: [
        pv('anon-2', '$pageview', { utm_scid: 'sc1001' }),
        pv('anon-3', 'CLICK', { utm_scid: 'sc1001' }),
        pv('anon-4', 'PAGE_VIEW', { utm_scid: 'nobody' })
      ]
    })
    assert.deepEqual(body(batch).data, { stored: 3 })
    assert.equal(await count(), start + 2, 'two page views through the promoter, clicks and unknown scids do not count')
    const rows = body<{ anonymousPageId: string; track: string }[]>(await s.app.inject('/api/dev/analytics?limit=4')).data
    assert.equal(rows.length, 4)
    assert.equal(rows[3].anonymousPageId, 'anon-1', 'newest first')
    assert.equal(rows[3].track, 'utm_scid=sc1001&utm_source=promotion')
    assert.equal(body<unknown[]>(await s.app.inject('/api/dev/analytics?event=CLICK')).data.length, 1)
    const detail = body<Page<PromotionViewDetail>>(
      await s.app.inject({ url: '/api/ca-open/v1/promote/myPromotionViewDetail?page=1&size=2', headers: promoter })
    ).data
    assert.equal(detail.content[0].page, '/pages/event/index?id=30')
    const before = fingerprint(s.db)
    for (const payload of [{}, [], { event: '' }, Array.from({ length: 101 }, () => pv('x'))]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/open/v1/analytics', payload: payload as object })
      assert.equal(res.statusCode, 400)
    }
    assert.deepEqual(fingerprint(s.db), before)
  })

  it('answers AI questions from site content with links to real articles', async () => {
    const h = await tokenFor(s.app)
    const a = body<AiMessage>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: '私域运营怎么提升复购？' } })
    ).data
    assert.equal(a.role, 'assistant')
    assert.ok(a.links.length >= 1 && a.links.length <= 3)
    const first = a.links[0]
    assert.equal(body<EntityDataDetail>(await s.app.inject(`/api/open/v1/entityData/entityDataDetail/${first.id}`)).data.title, first.title)
    // The linked items are the answer (cards); the text only sums them up (the numbered list without cards:
    // test/server/assistant-cards.test.ts).
    assert.match(a.content, new RegExp(`下面 ${a.links.length} 条`))
    assert.doesNotMatch(a.content, /\]\(\/pages\//)
    const again = body<AiMessage>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: '私域运营怎么提升复购？' } })
    ).data
    assert.equal(again.content, a.content, 'deterministic')
    assert.equal(body(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: '' } })).code, 400)
  })

  it('streams the answer as server-sent events in small chunks', async () => {
    const h = await tokenFor(s.app)
    const res = await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/beforeStreamChat', headers: h, payload: { message: '最近有什么活动' } })
    assert.match(String(res.headers['content-type']), /^text\/event-stream/)
    const events = res.body.split('\n\n').filter(Boolean)
    assert.ok(events.every(e => e.startsWith('data: ')))
    const parsed = events.map(e => JSON.parse(e.slice(6)))
    const deltas = parsed.slice(0, -1)
    assert.ok(deltas.length > 5 && deltas.every(d => typeof d.delta === 'string' && Array.from(d.delta).length <= 4))
    const done = parsed[parsed.length - 1]
    assert.equal(done.done, true)
    assert.equal(deltas.map(d => d.delta).join(''), done.message.content)
    assert.ok((done.message as AiMessage).links.some(l => l.entityType === 'EVENT'))
    // Both turns are kept: history pages by beforeId, oldest first.
    for (let i = 0; i < 6; i++) await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', headers: h, payload: { message: `课程 ${i}` } })
    const page1 = body<AiMessage[]>(await s.app.inject({ url: '/api/ca-open/v1/ai/assistant/message/historyList?page=1&size=10', headers: h })).data
    assert.equal(page1.length, 10)
    assert.ok(page1[0].id < page1[9].id, JSON.stringify(page1.map(m => m.id)))
    assert.equal(page1[9].role, 'assistant')
    const older = body<AiMessage[]>(
      await s.app.inject({ url: `/api/ca-open/v1/ai/assistant/message/historyList?size=10&beforeId=${page1[0].id}`, headers: h })
    ).data
    assert.equal(older.length, 4)
    assert.equal(older[0].role, 'user')
    assert.equal(older[0].content, '最近有什么活动')
  })

  it('answers bad input with a clear envelope and changes nothing', async () => {
    const h = await tokenFor(s.app, MEMBER)
    const before = fingerprint(s.db)
    const cases: { method?: 'GET' | 'POST'; url: string; payload?: object | string; headers?: Record<string, string>; status: number; code: number }[] = [
      { method: 'POST', url: '/api/ca/v1/order/pay/generateOrder', payload: {}, status: 400, code: 400 },
      { method: 'POST', url: '/api/ca/v1/order/pay/generateOrder', payload: { contentEntityDataId: 'abc', orderType: 'CONTENT' }, status: 400, code: 400 },
      { method: 'POST', url: '/api/ca/v1/order/pay/generateOrder', payload: { contentEntityDataId: 1, orderType: 'FREE' }, status: 400, code: 400 },
      { method: 'POST', url: '/api/ca/v1/order/pay/generateOrder', payload: { contentEntityDataId: 999999, orderType: 'CONTENT' }, status: 200, code: 404 },
      { method: 'POST', url: '/api/ca/v1/order/cancelOrder?orderId=-1', status: 400, code: 400 },
      { method: 'POST', url: '/api/ca/v1/order/cancelOrder?orderId=999999', status: 200, code: 404 },
      { method: 'POST', url: '/api/ca/v1/community/gift/redeemGift', payload: { giftId: '1; DROP TABLE gifts' }, status: 400, code: 400 },
      { method: 'POST', url: '/api/ca-open/v1/entityData/star/abc', status: 400, code: 400 },
      { method: 'POST', url: '/api/ca-open/v1/entityData/star/99999999999', status: 400, code: 400 },
      { method: 'POST', url: '/api/ca-open/v1/entityData/star/999999', status: 200, code: 404 },
      { method: 'POST', url: '/api/ca-open/v1/course/record', payload: { courseItemId: 1, time: -5, progressTime: 1, percent: 10 }, status: 400, code: 400 },
      { method: 'POST', url: '/api/ca-open/v1/course/record', payload: { courseItemId: 1, time: 5, progressTime: 1, percent: 101 }, status: 400, code: 400 },
      {
        method: 'POST',
        url: '/api/ca-open/v1/course/record',
        payload: { courseItemId: 424242, time: 5, progressTime: 1, percent: 10 },
        status: 200,
        code: 404
      },
      { method: 'POST', url: '/api/ca-open/v1/companyAccount/updateInfos', payload: { email: 'not-an-email' }, status: 400, code: 400 },
      { method: 'POST', url: '/api/ca-open/v1/companyAccount/updateInfos', payload: { nickName: 'x'.repeat(500) }, status: 400, code: 400 },
      {
        method: 'POST',
        url: '/api/ca-open/v1/lottery/completeInfo',
        payload: { credentialId: 'X', name: 'a', cellphone: '123', address: '上海' },
        status: 400,
        code: 400
      },
      { method: 'POST', url: '/api/ca/v1/event/attendee/batchAudit', payload: { eventId: 1, attendeeIds: [], auditType: 'APPROVE' }, status: 400, code: 400 },
      { method: 'POST', url: '/api/open/v1/wx/verifyCellphone', payload: { code: '123456', phoneCode: 'abc' }, status: 400, code: 400 },
      { method: 'POST', url: '/api/open/v1/wx/bindCellphone?code=nope&appId=web&bind=true', status: 200, code: 400 },
      { method: 'POST', url: '/api/ca-open/v1/ai/assistant/chat', payload: { message: 'x'.repeat(1001) }, status: 400, code: 400 },
      {
        method: 'POST',
        url: '/api/ca/v1/order/pay/generateOrder',
        payload: '{"contentEntityDataId": 1,',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 400
      },
      { method: 'POST', url: '/api/ca/v1/order/pay/generateOrder', payload: 'a=1', headers: { 'content-type': 'application/xml' }, status: 415, code: 415 },
      { url: '/api/open/auth/code?account=12345&type=0', status: 400, code: 400 },
      { url: '/api/open/v1/account/getFormById?id=0', status: 400, code: 400 },
      { url: '/api/open/v1/account/getFormById?id=77', status: 200, code: 404 },
      { url: '/api/open/v1/website/2/info', status: 200, code: 404 },
      { url: '/api/ca-open/v1/lottery/abc', status: 400, code: 400 },
      { url: '/api/ca/v1/community/gift/detail/0', status: 400, code: 400 },
      { url: '/api/open/v1/asset/list?assetIds=1,2;3', status: 400, code: 400 },
      { url: '/api/open/v1/entityData/entityDataDetail/1%27%20OR%201=1', status: 400, code: 400 }
    ]
    for (const c of cases) {
      const res = await s.app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        headers: { ...h, ...(c.headers ?? {}) },
        ...(c.payload !== undefined ? { payload: c.payload } : c.method === 'POST' ? { payload: {} } : {})
      })
      const env = JSON.parse(res.body)
      assert.equal(res.statusCode, c.status, `${c.url}: HTTP ${res.statusCode} ${res.body}`)
      assert.equal(env.code, c.code, `${c.url}: ${res.body}`)
      assert.equal(env.data, null)
      assert.ok(env.message && !/at .*\.ts:\d+/.test(env.message), `${c.url}: message "${env.message}"`)
    }
    assert.deepEqual(fingerprint(s.db), before)
    // Unknown fields are dropped, never written.
    const key = h['authorization-ca']
    await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/updateInfos', headers: h, payload: { accountKey: 'steal', points: 99999 } })
    const me = body<Account>(await s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers: h })).data
    assert.deepEqual([me.accountKey, me.points], [key, 300])
  })

  it('answers oversized bodies with HTTP 413 "请求体过大"', async () => {
    const h = await tokenFor(s.app, MEMBER)
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/ca-open/v1/ai/assistant/chat',
      headers: { ...h, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) })
    })
    assert.equal(res.statusCode, 413)
    assert.deepEqual(JSON.parse(res.body), { code: 413, data: null, message: '请求体过大' })
  })

  it('answers a burst of 200 concurrent requests', async () => {
    const h = await tokenFor(s.app, MEMBER)
    const urls = [
      '/api/open/v1/company/companyInfo',
      '/api/open/v1/entityData/entityDataList?entityType=ARTICLE&page=2',
      '/api/ca/v1/personalCenter/currentAccountInfo',
      `/api/open/v1/entityData/entityDataDetail/${idOf(s.db, 'event-summit')}`
    ]
    const all = await Promise.all(Array.from({ length: 200 }, (_, i) => s.app.inject({ url: urls[i % urls.length], headers: h })))
    assert.equal(all.filter(r => r.statusCode === 200 && JSON.parse(r.body).code === 200).length, 200)
  })
})

describe('serving the H5 build', () => {
  let s: TestServer
  let staticDir: string
  before(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srv-static-'))
    fs.mkdirSync(path.join(staticDir, 'js'))
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><script>window.x=1</script><script src="/web/h/js/app.abc123.js"></script></head><body><div id="app"></div></body></html>'
    )
    fs.writeFileSync(path.join(staticDir, 'js', 'app.abc123.js'), 'console.log("app");'.repeat(200))
    const routes = {
      'pages/index/index': ['js/home.1.js', 'css/home.1.css'],
      'pages/article/index': ['js/article.2.js', 'js/shared.3.js'],
      'pages/evil/index': ['"><script>alert(1)</script>.js', '//evil.example/x.js']
    }
    fs.writeFileSync(path.join(staticDir, 'route-manifest.json'), JSON.stringify({ initial: ['js/app.abc123.js'], routes }))
    s = await startServer({ staticDir, editorOrigins: ['https://editor.example.com'] })
  })
  after(async () => {
    await s.close()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it('redirects / and /web/h to /web/h/', async () => {
    for (const url of ['/', '/web/h']) {
      const res = await s.app.inject(url)
      assert.equal(res.statusCode, 302)
      assert.equal(res.headers.location, '/web/h/')
    }
  })

  it('serves index.html with shared-cache headers and security headers, also as history fallback', async () => {
    for (const url of ['/web/h/', '/web/h/pages/article/index?id=7', '/web/h/pages/account/order/index']) {
      const res = await s.app.inject(url)
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /<div id="app">/)
      assert.equal(res.headers['cache-control'], 'public, max-age=0, s-maxage=30, stale-while-revalidate=60')
      const csp = String(res.headers['content-security-policy'])
      assert.match(csp, /object-src 'none'/)
      assert.match(csp, /base-uri 'self'/)
      assert.match(csp, /frame-ancestors 'self' https:\/\/editor\.example\.com http:\/\/localhost:\*/)
      assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
      assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/)
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin')
    }
  })

  it("preloads the requested route's own chunks with the HTML (home for /web/h/)", async () => {
    // The plain shell carries the preloads as tags; a painted landing page (server/ssr) hands the same files to
    // its loader, which adds them once the painted view has drawn (test/server/first-paint.test.ts).
    const preloads = (html: string) =>
      Array.from(html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"(?: fetchpriority="low")?>/g)).map(m => `${m[2]} ${m[1]}`)
    const plain = { 'x-first-paint': 'off' }
    assert.deepEqual(preloads((await s.app.inject({ url: '/web/h/', headers: plain })).body), ['script /web/h/js/home.1.js', 'style /web/h/css/home.1.css'])
    const painted = (await s.app.inject('/web/h/')).body
    assert.deepEqual(preloads(painted), [])
    const loader = /<script id="fp-loader">([^<]*)<\/script>/.exec(painted)
    assert.ok(loader, 'the painted home has its loader')
    assert.match(loader[1], /\/web\/h\/js\/home\.1\.js/)
    assert.deepEqual(preloads((await s.app.inject({ url: '/web/h/pages/article/index?id=7', headers: plain })).body), [
      'script /web/h/js/article.2.js',
      'script /web/h/js/shared.3.js'
    ])
    assert.deepEqual(preloads((await s.app.inject('/web/h/pages/no-such/index')).body), [])
    // names that are not plain build files never reach the HTML
    const evil = (await s.app.inject('/web/h/pages/evil/index')).body
    assert.deepEqual(preloads(evil), [])
    assert.doesNotMatch(evil, /alert|evil\.example/)
  })

  it('ships company info and the default website with the HTML, exactly as the API answers them', async () => {
    const html = (await s.app.inject('/web/h/pages/article/index?id=7')).body
    const boot = bootData<{ companyInfo: unknown; website: { id: number; info: unknown; menu: unknown } }>(html)
    const api = async (url: string) => JSON.parse((await s.app.inject(url)).body).data
    const company = await api('/api/open/v1/company/companyInfo')
    assert.deepEqual(boot.companyInfo, company)
    assert.equal(boot.website.id, company.miniAppWebsiteId)
    assert.deepEqual(boot.website.info, await api(`/api/open/v1/website/${company.miniAppWebsiteId}/info`))
    assert.deepEqual(boot.website.menu, await api(`/api/open/v1/website/${company.miniAppWebsiteId}/menu`))
    // a data block runs nothing, so the CSP allows no extra script for it (a painted page adds its loader's, its
    // tap queue's, its view hold's, its early start's and its offscreen images' hashes)
    const plainCsp = String((await s.app.inject({ url: '/web/h/', headers: { 'x-first-paint': 'off' } })).headers['content-security-policy'])
    assert.equal((plainCsp.match(/'sha256-/g) || []).length, 1)
    const paintedCsp = String((await s.app.inject('/web/h/')).headers['content-security-policy'])
    assert.equal((paintedCsp.match(/'sha256-/g) || []).length, 6)
  })

  it('escapes boot data so no value can close its script block', () => {
    const html = withBootData('<html><head></head><body></body></html>', { companyInfo: { name: '</script><script>alert(1)</script> $& $1' } })
    assert.doesNotMatch(html, /<\/script><script>alert/)
    assert.equal(bootData<{ companyInfo: { name: string } }>(html).companyInfo.name, '</script><script>alert(1)</script> $& $1')
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await s.app.inject({ url: '/web/h/js/app.abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(res.headers['content-encoding'], 'br')
    assert.match(zlib.brotliDecompressSync(res.rawPayload).toString(), /console\.log/)
    const gz = await s.app.inject({ url: '/web/h/js/app.abc123.js', headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal((await s.app.inject('/web/h/js/missing.123.js')).statusCode, 404)
  })

  it('explains how to build when the app is not built', async () => {
    const t = await startServer({ staticDir: fs.mkdtempSync(path.join(os.tmpdir(), 'srv-empty-')) })
    try {
      const res = await t.app.inject('/web/h/')
      assert.equal(res.statusCode, 200)
      assert.match(res.body, /应用尚未构建/)
      assert.match(res.body, /npm run build:h5/)
    } finally {
      await t.close()
    }
  })
})
