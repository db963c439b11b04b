import type { InjectOptions } from 'fastify'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Account, EntityDataSummary, LotteryChance, Order, Page } from '../../types/contract'
import { apiKeyOf, body, fingerprint, idOf, MEMBER, serverPerSuite, tokenFor, uploaded, type TestServer } from './helpers'

/** What already held when the server was first probed, checked again so docs/security.md states facts. */
describe('what already held (trust table)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const post = async <T = unknown>(url: string, headers: Record<string, string>, payload?: InjectOptions['payload']) =>
    body<T>(await s.app.inject({ method: 'POST', url, headers, payload }))

  it('authorization on /api/ca: no token or a forged one is 401, nothing changes', async () => {
    const before = fingerprint(s.db)
    const forged: Record<string, string>[] = [{}, { 'authorization-ca': 'a'.repeat(64) }, { cookie: 'ca_session=' + 'b'.repeat(64) }]
    for (const headers of forged) {
      assert.equal(
        (await post('/api/ca/v1/order/pay/generateOrder', headers, { contentEntityDataId: idOf(s.db, 'article-paid'), orderType: 'CONTENT' })).code,
        401
      )
    }
    assert.deepEqual(fingerprint(s.db), before)
  })

  it('cross-account access: another account cannot read, cancel or pay an order', async () => {
    const a = await tokenFor(s.app)
    const b = await tokenFor(s.app)
    const order = (await post<Order>('/api/ca/v1/order/pay/generateOrder', a, { contentEntityDataId: idOf(s.db, 'article-paid'), orderType: 'CONTENT' })).data
    assert.ok(order.orderId)
    assert.notEqual((await post(`/api/ca/v1/order/cancelOrder?orderId=${order.orderId}`, b)).code, 200)
    assert.notEqual((await post(`/api/ca/v1/order/generatePayParam?orderId=${order.orderId}`, b)).code, 200)
    assert.notEqual(body(await s.app.inject({ url: `/api/ca/v1/order/orderInfo?orderId=${order.orderId}`, headers: b })).code, 200)
    assert.equal(s.db.prepare('SELECT pay_status FROM orders WHERE id = ?').pluck().get(order.orderId), 'WAIT_PAY')
  })

  it('SQL injection: search words and list filters are parameters', async () => {
    const all = body<Page<EntityDataSummary>>(await s.app.inject('/api/open/v1/entityData/entityDataList?size=100')).data.totalElements
    for (const q of ["' OR 1=1 --", '%', '_', "x') UNION SELECT * FROM accounts --"]) {
      const res = body<Page<EntityDataSummary>>(await s.app.inject(`/api/open/v1/entityData/entityDataList?size=100&searchValue=${encodeURIComponent(q)}`))
      assert.equal(res.code, 200)
      assert.ok(res.data.totalElements < all, q)
    }
    assert.equal(body(await s.app.inject(`/api/open/v1/entityData/entityDataList?entityTypes=${encodeURIComponent("ARTICLE') OR 1=1 --")}`)).code, 400)
    assert.equal(body(await s.app.inject(`/api/open/v1/entityData/entityDataList?ids=${encodeURIComponent('1) OR (1=1')}`)).code, 400)
  })

  it('path traversal: stored files, media and the app folder never leave their directories', async () => {
    for (const url of [
      '/api/open/file/..%2Fapp.sqlite',
      '/api/open/file/..%2F..%2Fpackage.json',
      '/media/file/..%2F..%2Fapp.sqlite',
      '/media/poster/..%2Fapp.sqlite',
      '/media/video/..%2F..%2Fapp.sqlite'
    ]) {
      const res = await s.app.inject(url)
      assert.equal(res.statusCode, 404, url)
      assert.ok(!res.body.includes('SQLite format'), url)
    }
  })

  it('prototype pollution: a "__proto__" key in a body changes no object', async () => {
    const h = await tokenFor(s.app)
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/ca-open/v1/companyAccount/updateInfos',
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"nickName":"原型","__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}}'
    })
    assert.ok([200, 400].includes(body(res).code))
    assert.equal(({} as Record<string, unknown>).polluted, undefined)
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined)
  })

  it('open redirects: login and the short-link redirect stay on this site', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await s.app.inject(`/web/ca/login?wxAuth=true&returnUrl=${encodeURIComponent(target)}`)
      assert.equal(res.statusCode, 302)
      assert.match(String(res.headers.location), /^\/web\/h\//, target)
    }
  })

  it('stored XSS: markup in a nickname is stored and answered as JSON text; uploads are served sandboxed', async () => {
    const h = await tokenFor(s.app)
    const nick = '<img src=x onerror=alert(1)>'
    const res = await post<Account>('/api/ca-open/v1/companyAccount/updateInfos', h, { nickName: nick })
    assert.equal(res.data.nickName, nick, 'kept as text; the app renders text nodes')
    const apiKey = apiKeyOf(s.db, MEMBER)
    const up = await uploaded(s.app, apiKey, 'a.pdf', Buffer.from('%PDF-1.4\n'))
    const served = await s.app.inject(up.url)
    assert.match(String(served.headers['content-security-policy']), /sandbox/)
    assert.equal(served.headers['x-content-type-options'], 'nosniff')
  })

  it('races: concurrent lottery draws, gift redemptions and orders never overspend', async () => {
    const member = await tokenFor(s.app, MEMBER)
    const chances = body<LotteryChance>(await s.app.inject({ url: '/api/ca-open/v1/lottery/1/chance', headers: member })).data.remaining
    const draws = await Promise.all(Array.from({ length: 10 }, () => post('/api/ca-open/v1/lottery/1', member)))
    assert.equal(draws.filter(d => d.code === 200).length, chances)

    const gift = s.db.prepare("SELECT id, points, stock FROM gifts WHERE stock > 0 AND kind != 'THING' ORDER BY points LIMIT 1").get() as {
      id: number
      points: number
      stock: number
    }
    const points = s.db.prepare('SELECT points FROM accounts WHERE cellphone = ?').pluck().get(MEMBER) as number
    const redeems = await Promise.all(Array.from({ length: 30 }, () => post('/api/ca/v1/community/gift/redeemGift', member, { giftId: gift.id })))
    const done = redeems.filter(r => r.code === 200).length
    assert.ok(done <= Math.min(gift.stock, Math.floor(points / gift.points)))
    assert.ok((s.db.prepare('SELECT points FROM accounts WHERE cellphone = ?').pluck().get(MEMBER) as number) >= 0)
    assert.ok((s.db.prepare('SELECT stock FROM gifts WHERE id = ?').pluck().get(gift.id) as number) >= 0)

    const v = await tokenFor(s.app)
    const course = idOf(s.db, 'course-private')
    const orders = await Promise.all(
      Array.from({ length: 10 }, () => post<Order>('/api/ca/v1/order/pay/generateOrder', v, { contentEntityDataId: course, orderType: 'COURSE' }))
    )
    assert.equal(new Set(orders.map(o => o.data.orderId)).size, 1, 'one pending order')
  })

  it('body limits: a JSON body over 1 MB is refused with a 413 envelope', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/open/v1/analytics',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'x', properties: { a: 'x'.repeat(1024 * 1024 + 10) } })
    })
    assert.equal(res.statusCode, 413)
    assert.deepEqual(JSON.parse(res.body), { code: 413, data: null, message: '请求体过大' })
  })
})
