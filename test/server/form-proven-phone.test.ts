import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Account, Attendee, FormRefusal, LoginResult, SubmitSurveyResult } from '../../types/contract'
import { todayInBeijing } from '../../src/shared/form-dates'
import { body, idOf, serverPerSuite, sessionCookie, TEST_FIXED_PHONES, testSecurity, tokenFor, type TestServer } from './helpers'

/** An account's own phone it signs in with (fixed code), a phone no account has, one a promoter registers on behalf. */
const OWNER = '13755560001'
const FREE = '13755560002'
const BEHALF = '13755560003'
const STRANGER = '13755560004'
const PROMOTER_CHEN = '13900000002'
testSecurity({ smsFixedPhones: [...TEST_FIXED_PHONES, OWNER, FREE, BEHALF] })

/** A phone proven by its SMS code on a form makes the visitor known: bound to them, or signed in to its own account. */
describe('a phone proven on a form signs the visitor in', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const submit = async (h: Record<string, string>, formId: number, values: Record<string, unknown>, smsCode?: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/open/v1/account/submitSurvey?websiteFormId=${formId}`,
      headers: h,
      payload: { values, smsCode }
    })
    return { res, answer: body<SubmitSurveyResult>(res) }
  }
  const summit = (cellphone: string, smsCode?: string, h: Record<string, string> = {}) =>
    submit(h, 1, { name: '王小明', cellphone, company: '某公司', industry: '教育', agree: true }, smsCode)
  const trial = (h: Record<string, string>, cellphone: string, more: Record<string, unknown> = {}, smsCode = '123456') =>
    submit(h, 2, { name: '王小明', cellphone, email: 'w@example.com', company: '某公司', role: '市场', modules: ['活动中心'], agree: true, ...more }, smsCode)
  const me = async (h: Record<string, string>) => body<Account>(await s.app.inject({ url: '/api/ca-open/v1/companyAccount/info', headers: h })).data
  const accountIdOf = (cellphone: string) => s.db.prepare('SELECT id FROM accounts WHERE cellphone = ?').pluck().get(cellphone) as number | undefined
  const attendeeAccount = (cellphone: string) => s.db.prepare('SELECT account_id FROM attendees WHERE cellphone = ?').pluck().get(cellphone) as number

  it('binds the proven phone to a visitor when no account has it, and says so in the answer', async () => {
    const visitor = await tokenFor(s.app)
    const before = await me(visitor)
    assert.equal(before.cellphone, null)
    const { answer } = await summit(FREE, '123456', visitor)
    assert.equal(answer.code, 200)
    assert.equal(answer.data.login?.account.accountId, before.accountId)
    assert.equal(answer.data.login?.account.cellphone, FREE)
    assert.ok(answer.data.login?.account.roles.includes('MEMBER'))
    assert.equal((await me(visitor)).cellphone, FREE)
    assert.equal(attendeeAccount(FREE), before.accountId)
  })

  it("signs a visitor in to the account that owns the proven phone: the registration, the answer and the browser's session are that account's", async () => {
    await tokenFor(s.app, OWNER)
    const owner = accountIdOf(OWNER)
    const visitor = await tokenFor(s.app)
    const visitorId = (await me(visitor)).accountId
    const { res, answer } = await summit(OWNER, '123456', visitor)
    assert.equal(answer.code, 200)
    assert.equal(answer.data.login?.account.accountId, owner)
    assert.equal(attendeeAccount(OWNER), owner)
    // The web session follows (the app's next silent sign-in reads it).
    const login = body<LoginResult>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie: sessionCookie(res) } })
    )
    assert.equal(login.data.account.accountId, owner)
    // The visitor's account got nothing: no phone, no submission.
    assert.equal((await me(visitor)).cellphone, null)
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM form_submissions WHERE account_id = ?').pluck().get(visitorId), 0)
  })

  it('binds nothing and signs in to nothing without the right code', async () => {
    const visitor = await tokenFor(s.app)
    const none = await summit(STRANGER, undefined, visitor)
    assert.equal(none.answer.code, 400)
    const wrong = await summit(STRANGER, '000000', visitor)
    assert.equal(wrong.answer.code, 400)
    assert.equal((wrong.answer.data as FormRefusal).field, '__smsCode')
    // The demo code proves only the demo phones: not this one.
    assert.equal((await summit(STRANGER, '123456', visitor)).answer.code, 400)
    assert.equal((await me(visitor)).cellphone, null)
    assert.equal(accountIdOf(STRANGER), undefined)
    assert.equal(wrong.res.headers['set-cookie'], undefined)
  })

  it("keeps a member's own phone and account when they register another proven phone", async () => {
    const member = await tokenFor(s.app, '13811113333')
    const before = await me(member)
    const { answer } = await trial(member, FREE)
    assert.equal(answer.code, 200)
    assert.equal(answer.data.login ?? null, null)
    assert.equal((await me(member)).cellphone, before.cellphone)
  })

  it("confirms a promoter's registrations for the phone once a visitor proves it on a form", async () => {
    const chen = await tokenFor(s.app, PROMOTER_CHEN)
    const made = body<Attendee>(
      await s.app.inject({
        method: 'POST',
        url: '/api/open/v1/account/form/behalfSubmit',
        headers: chen,
        payload: {
          websiteFormId: 1,
          submitFormType: 'REGISTER_EVENT',
          contentEntityId: idOf(s.db, 'event-summit'),
          values: { name: '代报名', cellphone: BEHALF, company: '某公司', industry: '其他', agree: true }
        }
      })
    )
    assert.equal(made.data.behalfConfirmed, false)
    const confirmedAt = () => s.db.prepare('SELECT behalf_confirmed_at FROM attendees WHERE cellphone = ?').pluck().get(BEHALF)
    const visitor = await tokenFor(s.app)
    // Registering for that event again is refused (the phone is registered): nothing is bound or confirmed then.
    const again = await summit(BEHALF, '123456', visitor)
    assert.equal(again.answer.code, 409)
    assert.deepEqual(again.answer.data, { field: 'cellphone', reason: 'PHONE_REGISTERED' })
    assert.equal(confirmedAt(), null)
    assert.equal((await me(visitor)).cellphone, null)
    // The trial request with the proven phone binds it, and the promoter's registration now counts.
    assert.equal((await trial(visitor, BEHALF)).answer.code, 200)
    assert.equal((await me(visitor)).cellphone, BEHALF)
    assert.ok(confirmedAt())
  })
})

describe('a date of days to come (期望演示日期)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  it('refuses a day before today beside the field, and takes today', async () => {
    const h = await tokenFor(s.app, '13811112222')
    const send = async (date: string) =>
      body<SubmitSurveyResult>(
        await s.app.inject({
          method: 'POST',
          url: '/api/open/v1/account/submitSurvey?websiteFormId=2',
          headers: h,
          payload: {
            values: {
              name: '王小明',
              cellphone: '13811112222',
              email: 'w@example.com',
              company: '某公司',
              role: '市场',
              modules: ['活动中心'],
              agree: true,
              date
            },
            smsCode: '123456'
          }
        })
      )
    const today = todayInBeijing()
    const yesterday = todayInBeijing(Date.parse(`${today}T12:00:00+08:00`) - 24 * 3600 * 1000)
    const past = await send(yesterday)
    assert.equal(past.code, 400)
    assert.equal(past.message, '期望演示日期不能早于今天')
    assert.deepEqual(past.data, { field: 'date' })
    assert.equal((await send('2020-01-01')).code, 400)
    assert.equal((await send(today)).code, 200)
  })
})
