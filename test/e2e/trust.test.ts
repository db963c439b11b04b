/**
 * Trust journeys (issue #17) in headless Chromium against the built app and the real local server, each
 * from a fresh browser with no session:
 * - at the door, a visitor cannot check in a stranger by phone (clear Chinese refusal, nothing changes);
 *   the member checks themselves in and a promoter checks the stranger in;
 * - signing up for an event, a visitor cannot claim a phone without its SMS code; their own phone,
 *   proven by the code sent to it, signs them up.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { goto, signedInPhone, MEMBER_PHONE, newPhone, PROMOTER_PHONE, realErrors, shot, typeInto, tickAgreement, field, topPage as top } from './harness'
import { e2eSuite } from './suite'

const e2e = e2eSuite()

let upcomingId = 0
let ongoingId = 0

/** Reads the server's database (what the server log would show, e.g. the SMS code). */
function query<T>(sql: string, ...args: unknown[]): T {
  const db = new Database(path.join(e2e.stack.dataDir, 'app.sqlite'), { readonly: true })
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...args) as T
  } finally {
    db.close()
  }
}

const checkinStatus = (cellphone: string) => query<string>('SELECT checkin_status FROM attendees WHERE event_id = ? AND cellphone = ?', ongoingId, cellphone)

before(async () => {
  await e2e.ready()
  const api = async <T>(p: string) => ((await (await fetch(`${e2e.stack.origin}/api${p}`)).json()) as { data: T }).data
  upcomingId = (await api<{ contentEntityId: number }>('/open/v1/account/getFormById?id=1')).contentEntityId
  ongoingId = (await api<{ eventId: number }>('/ca-open/v1/onSiteInteractive/info?id=1')).eventId
  assert.ok(upcomingId > 0 && ongoingId > 0)
})

describe('at the door: only staff check others in', () => {
  const STRANGER = '13900000003'

  it('refuses a visitor checking in a stranger by phone, with a clear message', async () => {
    const { page, errors, context } = await newPhone(e2e.browser)
    await goto(page, e2e.stack, `/pages/event/checkin/index?id=${ongoingId}`)
    await top(page).getByText('手机号签到').first().waitFor({ timeout: 20000 })
    await top(page)
      .getByText(/仅限本人/)
      .first()
      .waitFor()
    assert.equal(checkinStatus(STRANGER), 'NOT_CHECKED_IN')
    await typeInto(page, '报名手机号', STRANGER)
    await top(page).getByRole('button', { name: '手机号签到' }).click()
    const alert = top(page).getByRole('alert').filter({ hasText: '签到失败' })
    await alert.waitFor({ timeout: 15000 })
    assert.match((await alert.textContent()) || '', /未找到你本人的报名记录：只能为自己签到或签退，为他人办理请找现场工作人员/)
    assert.equal(await top(page).getByText('签到成功').count(), 0)
    assert.equal(checkinStatus(STRANGER), 'NOT_CHECKED_IN', 'the stranger was not checked in')
    await shot(page, 'trust-checkin-refused')
    assert.deepEqual(
      realErrors(errors).filter(e => !/40[34]/.test(e)),
      []
    )
    await context.close()
  })

  it('lets the member check themselves in with their own phone', async () => {
    const { page, context } = await signedInPhone(e2e.browser, e2e.stack, MEMBER_PHONE, `/pages/event/checkin/index?id=${ongoingId}`)
    await top(page).getByText('手机号签到').first().waitFor({ timeout: 20000 })
    assert.equal(await field(page, '报名手机号').inputValue(), MEMBER_PHONE)
    await top(page).getByRole('button', { name: '手机号签到' }).click()
    await top(page).getByText('签到成功').waitFor({ timeout: 15000 })
    assert.equal(checkinStatus(MEMBER_PHONE), 'CHECKED_IN')
    await context.close()
  })

  it('lets a promoter at the door check the stranger in', async () => {
    const { page, context } = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, `/pages/event/checkin/index?id=${ongoingId}`)
    await top(page).getByText('手机号签到').first().waitFor({ timeout: 20000 })
    assert.equal(
      await top(page)
        .getByText(/仅限本人/)
        .count(),
      0,
      'staff see no self-only hint'
    )
    await typeInto(page, '报名手机号', STRANGER)
    await top(page).getByRole('button', { name: '手机号签到' }).click()
    await top(page).getByText('签到成功').waitFor({ timeout: 15000 })
    assert.equal(checkinStatus(STRANGER), 'CHECKED_IN')
    await shot(page, 'trust-checkin-staff')
    await context.close()
  })
})

describe('signing up: the registration phone needs proof', () => {
  const OWN = '13700005555'
  const CLAIMED = '13700009999'

  it('asks for the SMS code, refuses a phone without it, and signs up with the own phone proven by SMS', async () => {
    const { page, errors, context } = await newPhone(e2e.browser)
    await goto(page, e2e.stack, `/pages/form/index?id=1&eventId=${upcomingId}`)
    await top(page).getByText('峰会报名').first().waitFor({ timeout: 20000 })
    // No account yet, so no verified phone: the SMS code field is part of the form.
    await field(page, '短信验证码').waitFor()
    await typeInto(page, '姓名', '路人乙')
    await typeInto(page, '手机号', CLAIMED)
    await typeInto(page, '公司名称', '乙方科技')
    await top(page).getByText('教育', { exact: true }).click()
    await tickAgreement(page)
    await top(page).getByRole('button', { name: '提交报名' }).click()
    await top(page).getByText('请输入短信验证码').waitFor()
    await shot(page, 'trust-form-needs-code')

    // Guessing the demo code for someone else's phone: the first submit signs the visitor in (and comes
    // back with everything typed); the server then refuses the code.
    await typeInto(page, '短信验证码', '123456')
    await top(page).getByRole('button', { name: '提交报名' }).click()
    await page.waitForURL(/\/pages\/form\/index/, { timeout: 20000 })
    await top(page).getByText('峰会报名').first().waitFor({ timeout: 20000 })
    if (!(await top(page).getByText('提交失败').count())) {
      await field(page, '短信验证码').waitFor({ timeout: 15000 })
      assert.equal(await field(page, '手机号').inputValue(), CLAIMED, 'what was typed came back')
      await typeInto(page, '短信验证码', '123456')
      await top(page).getByRole('button', { name: '提交报名' }).click()
    }
    // The refusal is the code's: said beside 短信验证码, which is marked, with no word of signing in.
    const failed = top(page).locator('.form-field__error', { hasText: /验证码错误或已过期/ })
    await failed.waitFor({ timeout: 15000 })
    assert.equal(await field(page, '短信验证码').getAttribute('aria-invalid'), 'true')
    assert.equal(
      await top(page)
        .getByText(/已登录/)
        .count(),
      0
    )
    assert.equal(query<number>('SELECT COUNT(*) FROM attendees WHERE cellphone = ?', CLAIMED), 0)
    await shot(page, 'trust-form-refused')

    // The visitor's own phone, proven by the code sent to it.
    await typeInto(page, '手机号', OWN)
    await top(page).getByRole('button', { name: '获取验证码' }).click()
    await top(page)
      .getByText(/s 后重发/)
      .waitFor({ timeout: 15000 })
    const code = query<string>('SELECT code FROM sms_codes WHERE cellphone = ? ORDER BY id DESC LIMIT 1', OWN)
    assert.match(code, /^\d{6}$/)
    await typeInto(page, '短信验证码', code)
    await top(page).getByRole('button', { name: '提交报名' }).click()
    await page.waitForURL(/\/pages\/form\/success\/index/, { timeout: 15000 })
    await top(page).getByText('报名已提交，等待审核').waitFor({ timeout: 15000 })
    assert.equal(query<number>('SELECT COUNT(*) FROM attendees WHERE cellphone = ?', OWN), 1)
    await shot(page, 'trust-form-success')
    assert.deepEqual(
      realErrors(errors).filter(e => !/40[03]/.test(e)),
      []
    )
    await context.close()
  })

  it('asks no code from a member registering with their own verified phone', async () => {
    const { page, context } = await signedInPhone(e2e.browser, e2e.stack, '13811113333', `/pages/form/index?id=1&eventId=${upcomingId}`)
    await top(page).getByText('峰会报名').first().waitFor({ timeout: 20000 })
    assert.equal(await field(page, '手机号').inputValue(), '13811113333')
    assert.equal(await field(page, '短信验证码').count(), 0)
    // Changing the phone to another number brings the code field.
    await typeInto(page, '手机号', '13700007777')
    await field(page, '短信验证码').waitFor({ timeout: 5000 })
    await shot(page, 'trust-form-member-other-phone')
    await context.close()
  })
})
