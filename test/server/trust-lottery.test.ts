import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { DrawResult, LoginResult } from '../../types/contract'
import { body, MEMBER, present, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** Issue #17 item 6: throwaway visitors cannot drain physical prizes, and visitor creation is limited per address. */
describe('lottery and visitor accounts (trust)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const thingStock = () => s.db.prepare("SELECT SUM(stock) FROM prizes WHERE lottery_id = 1 AND kind = 'THING'").pluck().get() as number

  it('never gives a physical prize to an account without a bound cellphone', async () => {
    // Make the physical prize all but certain, so any visitor draw that could take one would.
    const rw = new Database(path.join(s.dir, 'app.sqlite'))
    rw.prepare("UPDATE prizes SET probability = 1000 WHERE lottery_id = 1 AND kind = 'THING'").run()
    rw.close()
    const stock = thingStock()
    let wins = 0
    for (let i = 0; i < 10; i++) {
      const res = await s.app.inject({ method: 'POST', url: '/api/open/v1/wx/minapp/loginV1', remoteAddress: '10.2.0.1', payload: { code: 'wx' } })
      const h = { 'authorization-ca': body<LoginResult>(res).data.account.accountKey }
      const draw = body<DrawResult>(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/lottery/1', headers: h }))
      assert.equal(draw.code, 200)
      assert.notEqual(draw.data.prize?.kind, 'THING')
      assert.equal(draw.data.needInfo, false)
      if (draw.data.win) wins++
    }
    assert.equal(thingStock(), stock, 'no physical prize left the stock')
    void wins
    const things = s.db
      .prepare(
        "SELECT COUNT(*) FROM lottery_records r JOIN prizes p ON p.id = r.prize_id JOIN accounts a ON a.id = r.account_id WHERE p.kind = 'THING' AND a.cellphone IS NULL"
      )
      .pluck()
      .get()
    assert.equal(things, 0)
  })

  it('still gives physical prizes to a member with a bound cellphone', async () => {
    const member = await tokenFor(s.app, MEMBER)
    const draw = body<DrawResult>(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/lottery/1', headers: member }))
    assert.equal(draw.code, 200)
    assert.equal(present(draw.data.prize).kind, 'THING')
    assert.equal(draw.data.needInfo, true)
  })

  it('limits new visitors per client address (20 an hour by default) with a Chinese refusal', async () => {
    const ip = '10.3.0.1'
    for (let i = 0; i < 20; i++) {
      const page = await s.app.inject({ url: '/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F', remoteAddress: ip })
      assert.equal(page.statusCode, 302, `visitor ${i + 1}`)
    }
    const accounts = () => s.db.prepare('SELECT COUNT(*) FROM accounts').pluck().get() as number
    const before = accounts()
    const page = await s.app.inject({ url: '/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F', remoteAddress: ip })
    assert.equal(page.statusCode, 429)
    assert.match(page.body, /创建访客身份过于频繁/)
    const mini = await s.app.inject({ method: 'POST', url: '/api/open/v1/wx/minapp/loginV1', remoteAddress: ip, payload: { code: 'wx' } })
    assert.equal(mini.statusCode, 429)
    assert.match(body(mini).message, /过于频繁/)
    const douyin = await s.app.inject({ method: 'POST', url: '/api/open/v1/douyin/login', remoteAddress: ip, payload: { code: 'dy' } })
    assert.equal(body(douyin).code, 429)
    assert.equal(accounts(), before, 'no account was created past the limit')
    // Another address, and a browser that already has a session, are not affected.
    assert.equal((await s.app.inject({ url: '/web/ca/login?wxAuth=true', remoteAddress: '10.3.0.2' })).statusCode, 302)
    const member = await tokenFor(s.app, MEMBER)
    assert.equal(
      body(await s.app.inject({ method: 'POST', url: '/api/open/v1/wx/minapp/loginV1', remoteAddress: ip, headers: member, payload: { code: 'wx' } })).code,
      200
    )
  })
})
