import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { SubmitSurveyResult, WebsiteForm } from '../../types/contract'
import { assertRefused, body, MEMBER, serverPerSuite, type TestServer, tokenFor } from './helpers'

/** Issue #17 item 3: a registration phone is the account's verified phone or proven by SMS in the form. */
describe('event registration phones (trust)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const submit = (h: Record<string, string>, cellphone: string, smsCode?: string) =>
    s.app
      .inject({
        method: 'POST',
        url: '/api/open/v1/account/submitSurvey?websiteFormId=1',
        headers: h,
        payload: { values: { name: '路人甲', cellphone, company: '某公司', industry: '教育', agree: true }, ...(smsCode !== undefined ? { smsCode } : {}) }
      })
      .then(res => body<SubmitSurveyResult>(res))
  const attendees = (cellphone: string) => s.db.prepare('SELECT COUNT(*) FROM attendees WHERE cellphone = ?').pluck().get(cellphone) as number
  const sendCode = async (cellphone: string) => {
    assert.equal(body(await s.app.inject({ method: 'POST', url: '/api/open/v1/account/verification?websiteFormId=1', payload: { cellphone } })).code, 200)
    return s.db.prepare('SELECT code FROM sms_codes WHERE cellphone = ? ORDER BY id DESC').pluck().get(cellphone) as string
  }

  it('tells the app that the event form needs proof of a new phone', async () => {
    const form = body<WebsiteForm>(await s.app.inject('/api/open/v1/account/getFormById?id=1')).data
    assert.equal(form.verifyNewPhone, true)
    assert.equal(body<WebsiteForm>(await s.app.inject('/api/open/v1/account/getFormById?id=3')).data.verifyNewPhone, false)
  })

  it("refuses a stranger's phone without an SMS code, or with a wrong one", async () => {
    const h = await tokenFor(s.app)
    const before = attendees('13700001111')
    const none = await submit(h, '13700001111')
    assert.equal(none.code, 400)
    assert.equal(none.message, '该手机号不是你账号已验证的手机号，请获取并填写短信验证码')
    const wrong = await submit(h, '13700001111', '000000')
    assertRefused(wrong, 400, /验证码错误/)
    // The demo code does not prove a phone that is not a demo person's.
    assert.equal((await submit(h, '13700001111', '123456')).code, 400)
    assert.equal(attendees('13700001111'), before)
  })

  it("registers with a phone proven by SMS, and with the account's own verified phone without a code", async () => {
    const h = await tokenFor(s.app)
    const code = await sendCode('13700002222')
    const ok = await submit(h, '13700002222', code)
    assert.equal(ok.code, 200)
    assert.ok(ok.data.ticket)
    assert.equal(attendees('13700002222'), 1)
    // A member's own verified phone needs no code.
    const fresh = await tokenFor(s.app, '13811112222')
    const own = await submit(fresh, '13811112222')
    assert.equal(own.code, 200)
    // A member cannot register a stranger's phone either (nor someone else's account phone).
    const other = await tokenFor(s.app, '13811113333')
    assert.equal((await submit(other, '13700003333')).code, 400)
    assert.equal((await submit(other, MEMBER)).code, 400)
  })
})
