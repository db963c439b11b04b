import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { LoginResult, Order } from '../../types/contract'
import { body, idOf, MEMBER, serverPerSuite, sessionCookie, type TestServer } from './helpers'

/** Issue #17 items 8 and 9: the pay page belongs to the buyer; the login and pay forms refuse cross-site posts. */
describe('pay page and login forms (trust)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const form = 'application/x-www-form-urlencoded'
  const signIn = async (cellphone?: string): Promise<{ cookie: string; token: Record<string, string> }> => {
    const page = cellphone
      ? await s.app.inject({
          method: 'POST',
          url: '/web/ca/login',
          headers: { 'content-type': form },
          payload: `cellphone=${cellphone}&code=123456&returnUrl=%2Fweb%2Fh%2F`
        })
      : await s.app.inject('/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F')
    const cookie = sessionCookie(page)
    const login = body<LoginResult>(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie } }))
    return { cookie, token: { 'authorization-ca': login.data.account.accountKey } }
  }
  /** A pending order of `buyer` for the seeded content `key`. */
  const newOrder = async (buyer: { token: Record<string, string> }, key: string, orderType: 'CONTENT' | 'COURSE') =>
    body<Order>(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca/v1/order/pay/generateOrder',
        headers: buyer.token,
        payload: { contentEntityDataId: idOf(s.db, key), orderType }
      })
    ).data
  const status = (no: string) => s.db.prepare('SELECT pay_status FROM orders WHERE order_no = ?').pluck().get(no)

  it('shows and pays an order only for its buyer', async () => {
    const buyer = await signIn()
    const order = await newOrder(buyer, 'article-paid', 'CONTENT')
    assert.equal(order.payStatus, 'WAIT_PAY')
    const url = `/order/pay/submitCa?orderNumber=${order.orderNo}&redirectUrl=%2Fweb%2Fh%2F`
    const amount = `¥${(order.amount / 100).toFixed(2)}`
    const pay = (cookie?: string) =>
      s.app.inject({
        method: 'POST',
        url: '/order/pay/submitCa',
        headers: { 'content-type': form, ...(cookie ? { cookie } : {}) },
        payload: `orderNumber=${order.orderNo}&redirectUrl=%2Fweb%2Fh%2F`
      })

    const anonymous = await s.app.inject(url)
    assert.equal(anonymous.statusCode, 401)
    assert.match(anonymous.body, /请先登录/)
    const stranger = await signIn()
    const other = await s.app.inject({ url, headers: { cookie: stranger.cookie } })
    assert.equal(other.statusCode, 404)
    assert.match(other.body, /不属于当前登录的账号/)
    for (const res of [anonymous, other]) assert.ok(!res.body.includes(order.title) && !res.body.includes(amount), 'no title or amount for others')
    assert.equal((await pay()).statusCode, 401)
    assert.equal((await pay(stranger.cookie)).statusCode, 404)
    assert.equal(status(order.orderNo), 'WAIT_PAY', 'nobody but the buyer marks it paid')

    const own = await s.app.inject({ url, headers: { cookie: buyer.cookie } })
    assert.equal(own.statusCode, 200)
    assert.ok(own.body.includes(amount))
    const paid = await pay(buyer.cookie)
    assert.equal(paid.statusCode, 303)
    assert.equal(status(order.orderNo), 'COMPLETE_PAY')
  })

  it('refuses a cross-site post to the login form (no session is started)', async () => {
    const attempts = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://sub.localhost:8080' }
    ]
    for (const headers of attempts) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/web/ca/login',
        headers: { host: 'localhost:8080', 'content-type': form, ...headers },
        payload: `cellphone=${MEMBER}&code=123456&returnUrl=%2Fweb%2Fh%2F`
      })
      assert.equal(res.statusCode, 403, JSON.stringify(headers))
      assert.match(res.body, /来自其他网站/)
      assert.equal(res.headers['set-cookie'], undefined)
    }
  })

  it('accepts the login form from the same origin and from non-browser clients', async () => {
    const same = await s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      headers: { host: 'localhost:8080', origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin', 'content-type': form },
      payload: `cellphone=${MEMBER}&code=123456&returnUrl=%2Fweb%2Fh%2F`
    })
    assert.equal(same.statusCode, 303)
    assert.ok(sessionCookie(same))
    const curl = await s.app.inject({ method: 'POST', url: '/web/ca/login', headers: { 'content-type': form }, payload: `cellphone=${MEMBER}&code=123456` })
    assert.equal(curl.statusCode, 303)
  })

  it("refuses a cross-site post to the pay form even with the buyer's cookie", async () => {
    const buyer = await signIn()
    const order = await newOrder(buyer, 'course-private', 'COURSE')
    const res = await s.app.inject({
      method: 'POST',
      url: '/order/pay/submitCa',
      headers: { host: 'localhost:8080', origin: 'https://evil.example', cookie: buyer.cookie, 'content-type': form },
      payload: `orderNumber=${order.orderNo}`
    })
    assert.equal(res.statusCode, 403)
    assert.equal(status(order.orderNo), 'WAIT_PAY')
  })
})
