import { describe, it, mock } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../server/app'
import { assertRefused, body, dataFolders, MEMBER, postLoginForm, PROMOTER, sendCode, serverPerSuite, type TestServer, tokenFor } from './helpers'
import { copySeededDatabase } from './support/seeded-db'

/** Issue #17 item 2: SMS codes cannot be guessed, flooded or replaced by the demo code for strangers. */
describe('SMS codes (trust)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const STRANGER = '13712340001'
  const loginForm = (cellphone: string, code: string, remoteAddress?: string, app: FastifyInstance = s.app) =>
    postLoginForm(app, cellphone, code, remoteAddress)
  const send = (cellphone: string, remoteAddress?: string) => sendCode(s.app, cellphone, remoteAddress)
  const liveCode = (cellphone: string) =>
    s.db.prepare('SELECT code FROM sms_codes WHERE cellphone = ? AND used = 0 ORDER BY id DESC LIMIT 1').pluck().get(cellphone) as string | undefined

  it('accepts the fixed demo code only for the demo people, never for another number', async () => {
    assert.equal((await loginForm(MEMBER, '123456')).statusCode, 303)
    assert.equal((await loginForm(PROMOTER, '123456')).statusCode, 303)
    const stranger = await loginForm(STRANGER, '123456')
    assert.equal(stranger.statusCode, 400)
    assert.match(stranger.body, /验证码错误/)
    // The same holds for every place a code is checked: phone verification, forms with SMS, the UC login.
    const h = await tokenFor(s.app)
    const verify = body(
      await s.app.inject({ method: 'POST', url: '/api/open/v1/wx/verifyCellphone', headers: h, payload: { code: '123456', phoneCode: '13712340002' } })
    )
    assert.equal(verify.code, 400)
    const values = { name: '路人', cellphone: '13712340003', email: 'a@b.cn', company: '某公司', role: '市场', modules: ['AI 助手'], agree: true }
    const form = body(
      await s.app.inject({ method: 'POST', url: '/api/open/v1/account/submitSurvey?websiteFormId=2', headers: h, payload: { values, smsCode: '123456' } })
    )
    assertRefused(form, 400, /验证码错误/)
    const uc = body(
      await s.app.inject({
        method: 'POST',
        url: '/api/open/v1/wx/businessMiniApp/loginUcByWeixinCellphoneAndCode',
        payload: { cellphone: '13800000003', code: '123456' }
      })
    )
    assert.equal(uc.code, 400)
  })

  const folder = dataFolders('sms-defaults-')
  it("by default accepts the fixed code for the demo people only, not the test fixtures' numbers", async () => {
    // A server with none of the test settings: the defaults of server/config.ts.
    const dir = folder()
    copySeededDatabase(dir)
    const app = await buildServer({ dataDir: dir, print: () => undefined })
    try {
      for (const demo of [MEMBER, PROMOTER, '13800000002']) assert.equal((await loginForm(demo, '123456', '127.0.0.1', app)).statusCode, 303, demo)
      for (const fixture of ['13811112222', '13900000002', '13612345678']) {
        assert.equal((await loginForm(fixture, '123456', '127.0.0.1', app)).statusCode, 400, fixture)
      }
    } finally {
      await app.close()
    }
  })

  it('locks a cellphone after 5 wrong guesses for 15 minutes, even for the right code', async () => {
    const phone = '13712340010'
    assert.equal(body(await send(phone)).code, 200)
    const code = liveCode(phone)!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 4; i++) {
      const res = await loginForm(phone, wrong)
      assert.equal(res.statusCode, 400)
      assert.match(res.body, new RegExp(`还可再试${5 - i}次`))
    }
    const fifth = await loginForm(phone, wrong)
    assert.equal(fifth.statusCode, 429)
    assert.match(fifth.body, /验证码错误次数过多，请15分钟后再试/)
    const right = await loginForm(phone, code)
    assert.equal(right.statusCode, 429, 'the right code is refused while locked')
    // The API checks answer the same lock.
    const h = await tokenFor(s.app)
    const api = body(await s.app.inject({ method: 'POST', url: '/api/open/v1/wx/verifyCellphone', headers: h, payload: { code, phoneCode: phone } }))
    assert.equal(api.code, 429)
    assert.equal(api.message, '验证码错误次数过多，请15分钟后再试')
  })

  it('keeps one live code per cellphone and limits sends per cellphone', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() })
    try {
      const phone = '13712340020'
      assert.equal(body(await send(phone)).code, 200)
      const first = liveCode(phone)!
      const again = body(await send(phone))
      assertRefused(again, 429, /请60秒后再试/)
      mock.timers.tick(61 * 1000)
      assert.equal(body(await send(phone)).code, 200)
      const second = liveCode(phone)!
      if (first !== second) {
        const old = await loginForm(phone, first)
        assert.equal(old.statusCode, 400, 'a new code replaces the old one')
      }
      assert.equal((await loginForm(phone, second)).statusCode, 303)
      // At most 10 codes a day for one cellphone.
      for (let i = 3; i <= 10; i++) {
        mock.timers.tick(61 * 1000)
        assert.equal(body(await send(phone)).code, 200, `send ${i}`)
      }
      mock.timers.tick(61 * 1000)
      const eleventh = body(await send(phone))
      assertRefused(eleventh, 429, /今天.*上限/)
    } finally {
      mock.timers.reset()
    }
  })

  it('limits sends per client address', async () => {
    for (let i = 0; i < 30; i++) assert.equal(body(await send(`1360000${String(i).padStart(4, '0')}`, '10.1.1.1')).code, 200)
    const refused = await send('13600009999', '10.1.1.1')
    assert.equal(refused.statusCode, 429)
    assert.match(body(refused).message, /过于频繁/)
    // The form verification shares the limit; another address is not affected.
    assert.equal(
      body(
        await s.app.inject({
          method: 'POST',
          url: '/api/open/v1/account/verification?websiteFormId=2',
          remoteAddress: '10.1.1.1',
          payload: { cellphone: '13600009998' }
        })
      ).code,
      429
    )
    assert.equal(body(await send('13600009999', '10.1.1.2')).code, 200)
  })
})

describe('security settings', () => {
  it('are read from the environment and printed at start', async () => {
    const { describeConfig, readConfig } = await import('../../server/config')
    const config = readConfig({ SMS_FIXED_PHONES: '13800000000', VISITORS_PER_IP_PER_HOUR: '50', SMS_PER_IP_PER_HOUR: '7', SMS_PER_PHONE_PER_DAY: '3' })
    assert.deepEqual(config.security.smsFixedPhones, ['13800000000'])
    const banner = describeConfig(config)
    for (const text of [
      'SMS_FIXED_PHONES          13800000000',
      'VISITORS_PER_IP_PER_HOUR  50',
      'SMS_PER_IP_PER_HOUR 7',
      'SMS_PER_PHONE_PER_DAY 3',
      'wrong guesses in 15 min lock a cellphone for that address',
      'SMS_FAILURES_PER_IP_PER_HOUR 30',
      'SESSION_IDLE_DAYS 30'
    ]) {
      assert.ok(banner.includes(text), `${text} in\n${banner}`)
    }
    // By default the fixed code signs in the demo people only, never the test fixtures' numbers.
    assert.deepEqual(readConfig({}).security.smsFixedPhones, ['13800000000', '13800000001', '13800000002'])
    assert.throws(() => readConfig({ VISITORS_PER_IP_PER_HOUR: 'lots' }), /VISITORS_PER_IP_PER_HOUR/)
    assert.throws(() => readConfig({ SMS_FIXED_PHONES: '123' }), /SMS_FIXED_PHONES/)
    assert.throws(() => readConfig({ SESSION_IDLE_DAYS: '0' }), /SESSION_IDLE_DAYS/)
  })
})
