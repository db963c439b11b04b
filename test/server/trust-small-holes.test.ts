import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Account, BrowsedRecord } from '../../types/contract'
import { readConfig } from '../../server/config'
import { assertRefused, body, fingerprint, login, MEMBER, PROMOTER, serverPerSuite, serverWithVisitor, startServer, type TestServer, tokenFor } from './helpers'

/** Issue #26 item 12 (these parts): the smaller holes of the probe. */
describe('business-card browse records', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))
  const records = (headers: Record<string, string> = {}, card = 1) => s.app.inject({ url: `/api/open/ca/v1/businessCard/getBrowsedRecord/${card}`, headers })

  it("are the card owner's only: nobody else reads who looked (nicknames, phone digits)", async () => {
    const anonymous = await records()
    assert.equal(body(anonymous).code, 401)
    for (const headers of [await tokenFor(s.app), await tokenFor(s.app, MEMBER)]) {
      const res = await records(headers)
      assert.equal(body(res).code, 403)
      assert.equal(body(res).data, null)
    }
    const owner = await login(s.app, PROMOTER)
    const mine = body<BrowsedRecord[]>(await records({ 'authorization-ca': owner.account.accountKey }))
    assert.equal(mine.code, 200)
    assert.ok(mine.data.length > 0)
    // The owner's UC token works too; another colleague's does not.
    assert.equal(body(await records({ 'authorization-uc': owner.ucToken! })).code, 200)
    assert.equal(body(await records({ 'authorization-uc': owner.ucToken! }, 2)).code, 403)
  })
})

describe('lottery prize claims', () => {
  let s: TestServer
  let winner: Record<string, string>
  serverPerSuite(async server => {
    s = server
    // DEMOWIN002 is 陈晨's physical prize (13900000002); the member gets a coupon to claim.
    winner = await tokenFor(s.app, '13900000002')
    const db = new Database(path.join(s.dir, 'app.sqlite'))
    const member = db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(MEMBER)
    const coupon = db.prepare("SELECT id FROM prizes WHERE kind = 'COUPON'").pluck().get()
    db.prepare("INSERT INTO lottery_records (lottery_id, account_id, prize_id, win, credential_id, created_at) VALUES (1, ?, ?, 1, 'TESTCOUPON1', ?)").run(
      member,
      coupon,
      new Date().toISOString()
    )
    db.close()
  })
  const claim = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url: '/api/ca-open/v1/lottery/completeInfo', headers, payload }).then(r => body(r))
  const stored = (credential: string) =>
    s.db.prepare('SELECT claim_cellphone, claim_address FROM lottery_records WHERE credential_id = ?').get(credential) as {
      claim_cellphone: string
      claim_address: string | null
    }

  it("takes only the winner's own phone, or one proven by its SMS code", async () => {
    const before = stored('DEMOWIN002')
    const base = { credentialId: 'DEMOWIN002', name: '陈晨', address: '上海市静安区南京西路 1 号' }
    const stranger = await claim(winner, { ...base, cellphone: '13712340000' })
    assertRefused(stranger, 400, /已验证的手机号/)
    assert.equal((await claim(winner, { ...base, cellphone: '13712340000', smsCode: '123456' })).code, 400, 'the demo code proves only demo phones')
    assert.deepEqual(stored('DEMOWIN002'), before, 'nothing changed')
    assert.equal((await claim(winner, { ...base, cellphone: '13900000002' })).code, 200)
    // A phone proven by the code sent to it (13811113333 takes the fixed test code).
    assert.equal((await claim(winner, { ...base, cellphone: '13811113333', smsCode: '123456' })).code, 200)
    assert.equal(stored('DEMOWIN002').claim_cellphone, '13811113333')
  })

  it('asks an address only of a prize that ships, and refuses one for a prize that does not', async () => {
    const noAddress = await claim(winner, { credentialId: 'DEMOWIN002', name: '陈晨', cellphone: '13900000002' })
    assertRefused(noAddress, 400, /收货地址/)
    const member = await tokenFor(s.app, MEMBER)
    const shipped = await claim(member, { credentialId: 'TESTCOUPON1', name: '张伟', cellphone: MEMBER, address: '上海市黄浦区南京东路 100 号' })
    assertRefused(shipped, 400, /无需邮寄/)
    assert.equal((await claim(member, { credentialId: 'TESTCOUPON1', name: '张伟', cellphone: MEMBER })).code, 200)
    assert.deepEqual(stored('TESTCOUPON1'), { claim_cellphone: MEMBER, claim_address: null })
  })
})

describe('framing, cookies and HSTS', () => {
  const ancestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1]

  it('never lets the pay page be framed, and lets localhost frame the app only in development', async () => {
    const dev = await startServer({ editorOrigins: ['https://editor.example.com'], frameLocalhost: true })
    const prod = await startServer({ editorOrigins: ['https://editor.example.com'], frameLocalhost: false })
    try {
      for (const s of [dev, prod])
        assert.equal(ancestors((await s.app.inject('/order/pay/submitCa?orderNumber=x')).headers['content-security-policy']), "'none'")
      assert.match(String(ancestors((await dev.app.inject('/web/ca/login')).headers['content-security-policy'])), /http:\/\/localhost:\*/)
      assert.equal(ancestors((await prod.app.inject('/web/ca/login')).headers['content-security-policy']), "'self' https://editor.example.com")
    } finally {
      await dev.close()
      await prod.close()
    }
    assert.equal(readConfig({ NODE_ENV: 'production' }).frameLocalhost, false)
    assert.equal(readConfig({}).frameLocalhost, true)
    assert.equal(readConfig({ NODE_ENV: 'production', FRAME_LOCALHOST: '1' }).frameLocalhost, true)
    assert.equal(readConfig({ FRAME_LOCALHOST: '0' }).frameLocalhost, false)
    assert.throws(() => readConfig({ FRAME_LOCALHOST: 'yes' }), /FRAME_LOCALHOST/)
  })

  it('marks cookies Secure and sends HSTS when the public origin is https, not when it is http', async () => {
    const signIn = (s: TestServer) => s.app.inject({ method: 'GET', url: '/web/ca/login?wxAuth=true&returnUrl=%2Fweb%2Fh%2F' })
    const https = await startServer({ publicOrigin: 'https://m.example.com' })
    const http = await startServer()
    try {
      const secure = await signIn(https)
      // The session and its readable hint, each sent once: not a plain copy followed by the Secure one.
      const cookies = [secure.headers['set-cookie']].flat()
      assert.equal(cookies.length, 2, String(cookies))
      assert.match(String(cookies[0]), /^ca_session=[0-9a-f]{64}; .*; Secure$/)
      assert.match(String(cookies[1]), /^ca_signed_in=1; .*; Secure$/)
      assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000')
      assert.equal((await https.app.inject('/api/open/v1/company/companyInfo')).headers['strict-transport-security'], 'max-age=31536000')
      const plain = await signIn(http)
      assert.doesNotMatch(String(plain.headers['set-cookie']), /Secure/)
      assert.equal(plain.headers['strict-transport-security'], undefined)
    } finally {
      await https.close()
      await http.close()
    }
  })
})

describe('nicknames', () => {
  const v = serverWithVisitor()
  const update = (payload: string) =>
    v.s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/updateInfos', headers: { ...v.h, 'content-type': 'application/json' }, payload })

  it('refuses lone surrogates and names that show nothing, storing nothing', async () => {
    const before = fingerprint(v.s.db)
    const nick = () => v.s.db.prepare('SELECT nick_name FROM accounts WHERE account_key = ?').pluck().get(v.h['authorization-ca'])
    const was = nick()
    for (const [raw, message] of [
      ['{"nickName":"a\\ud800b"}', /无效的字符/],
      ['{"nickName":"\\udc00"}', /无效的字符/],
      ['{"nickName":"\\u200b\\u200c\\u200d"}', /不可见字符/],
      ['{"nickName":"\\u2060\\ufeff"}', /不可见字符/],
      ['{"nickName":"\\u0301\\u0308"}', /不可见字符/],
      ['{"nickName":"\\u3164"}', /不可见字符/],
      ['{"name":"\\u200b"}', /不可见字符/]
    ] as const) {
      const env = body(await update(raw))
      assert.equal(env.code, 400, raw)
      assert.match(env.message, message)
    }
    assert.equal(nick(), was)
    assert.deepEqual(fingerprint(v.s.db), before)
  })

  it('still takes names with emoji, joiners between letters and accents', async () => {
    for (const name of ['小王👍', '👨\u200d👩\u200d👧', 'Zoë', 'e\u0301']) {
      const env = body<Account>(await update(JSON.stringify({ nickName: name })))
      assert.equal(env.code, 200, name)
      assert.equal(env.data.nickName, name)
    }
  })
})
