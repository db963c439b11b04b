/**
 * Personal-centre journeys in headless Chromium against the built app and the real local server:
 * profile edits survive a reload, an unpaid order is cancelled, a new order is paid on the demo pay
 * page and comes back paid, a gift redemption lowers the points and a refused one leaves them alone.
 * Screenshots of the account screens at 375 px.
 */
import assert from 'node:assert/strict'
import { afterEach, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { goto, MEMBER_PHONE, PROMOTER_PHONE, realErrors, shot, callApi, topPage as top, signedInPhone, animationsDone, doubleTap } from './harness'
import { e2eSuite } from './suite'

const e2e = e2eSuite()

let member: Page
let memberErrors: string[]

async function points(page: Page): Promise<number> {
  const account = await callApi<{ points: number }>(page, 'GET', '/api/ca-open/v1/companyAccount/info')
  return account.points
}

/** Confirms Taro's H5 modal. */
async function confirmModal(page: Page): Promise<void> {
  const ok = page.locator('.taro__modal').getByText('确定', { exact: true }).locator('visible=true').first()
  await ok.waitFor({ state: 'visible', timeout: 10000 })
  await ok.click()
}

before(async () => {
  await e2e.ready()
  const phone = await signedInPhone(e2e.browser, e2e.stack, MEMBER_PHONE, '/pages/account/index')
  member = phone.page
  memberErrors = phone.errors
})

// Each journey ends without page errors (checked after every test, so running one test alone checks it too).
afterEach(() => {
  assert.deepEqual(realErrors(memberErrors?.splice(0) ?? []), [])
})

describe('personal centre', () => {
  it('shows the member, their points and every record entry', async () => {
    await top(member).locator('[data-testid="account-name"]').waitFor({ timeout: 20000 })
    assert.equal((await top(member).locator('[data-testid="account-name"]').textContent())?.trim(), '张伟')
    assert.equal(Number(await top(member).locator('[data-testid="account-points"]').textContent()), await points(member))
    for (const label of ['订单', '收藏', '门票', '积分兑换', '消息通知']) {
      assert.equal(await top(member).getByRole('button', { name: label, exact: true }).count(), 1, label)
    }
    // The organisers' check-in figures are not a member's (issue #27 item 9).
    assert.equal(await top(member).getByRole('button', { name: '签到统计', exact: true }).count(), 0)
    await shot(member, 'account')
  })

  it('edits the profile and the edit persists after a reload', async () => {
    await goto(member, e2e.stack, '/pages/account/info/index')
    const titleInput = top(member).getByRole('textbox', { name: '职位', exact: true })
    await titleInput.waitFor({ timeout: 20000 })
    await titleInput.fill('增长负责人')
    await top(member).getByRole('button', { name: '保存' }).click()
    await member.getByText('已保存').waitFor({ timeout: 10000 })
    await member.reload({ waitUntil: 'domcontentloaded' })
    await top(member).getByRole('textbox', { name: '职位', exact: true }).waitFor({ timeout: 20000 })
    await member.waitForFunction(
      () => {
        const input = document.querySelector<HTMLInputElement>('input[aria-label="职位"]')
        return input?.value === '增长负责人'
      },
      undefined,
      { timeout: 10000 }
    )
    await shot(member, 'account-info')
  })

  it('refuses an invalid email with a message and keeps the typed value', async () => {
    const email = top(member).getByRole('textbox', { name: '邮箱', exact: true })
    await email.fill('not-an-email')
    await top(member).getByRole('button', { name: '保存' }).click()
    await top(member).getByText('邮箱格式不正确').waitFor({ timeout: 5000 })
    assert.equal(await email.inputValue(), 'not-an-email')
  })
})

describe('orders and payment', () => {
  let courseId = 0

  it('cancels an unpaid order after confirming', async () => {
    const pending = await callApi<{ content: { orderId: number; contentEntityDataId: number }[] }>(
      member,
      'GET',
      '/api/ca/v1/order/list?payStatus=WAIT_PAY&page=1&size=10'
    )
    assert.ok(pending.content.length > 0, 'the seed has an unpaid order')
    const target = pending.content[0]
    courseId = target.contentEntityDataId
    await goto(member, e2e.stack, '/pages/account/order/index')
    const card = top(member).locator(`[data-testid="order-${target.orderId}"]`)
    await card.waitFor({ timeout: 20000 })
    await shot(member, 'account-orders')
    await card.getByRole('button', { name: '取消订单' }).click()
    await confirmModal(member)
    await card.getByText('已取消', { exact: true }).waitFor({ timeout: 10000 })
    const after = await callApi<{ payStatus: string }>(member, 'GET', `/api/ca/v1/order/orderInfo?orderId=${target.orderId}`)
    assert.equal(after.payStatus, 'CANCELLED')
  })

  it('creates an order, pays on the demo pay page and comes back to a paid order', async () => {
    const order = await callApi<{ orderId: number; payStatus: string }>(member, 'POST', '/api/ca/v1/order/pay/generateOrder', {
      contentEntityDataId: courseId,
      orderType: 'COURSE'
    })
    assert.equal(order.payStatus, 'WAIT_PAY')
    await goto(member, e2e.stack, `/pages/account/payment/index?id=${order.orderId}`)
    const payButton = top(member).getByRole('button', { name: '立即支付' })
    await payButton.waitFor({ timeout: 20000 })
    await shot(member, 'account-payment')
    await Promise.all([member.waitForURL(url => url.pathname === '/order/pay/submitCa', { timeout: 15000 }), payButton.click()])
    await Promise.all([
      member.waitForURL(url => url.pathname.startsWith('/web/h/pages/account/payment/index'), { timeout: 15000 }),
      member.getByRole('button', { name: '确认支付' }).click()
    ])
    await top(member).locator('[data-testid="payment-status"]', { hasText: '支付成功' }).waitFor({ timeout: 20000 })
    await shot(member, 'account-payment-paid')
    const paid = await callApi<{ payStatus: string }>(member, 'GET', `/api/ca/v1/order/orderInfo?orderId=${order.orderId}`)
    assert.equal(paid.payStatus, 'COMPLETE_PAY')
    await goto(member, e2e.stack, '/pages/account/order/index')
    await top(member).locator(`[data-testid="order-${order.orderId}"]`).getByText('已支付', { exact: true }).waitFor({ timeout: 20000 })
  })
})

describe('points and gifts', () => {
  it('redeems a gift and the points drop', async () => {
    const before = await points(member)
    await goto(member, e2e.stack, '/pages/account/gifts/index')
    const balance = top(member).locator('[data-testid="points-balance"]')
    await balance.waitFor({ timeout: 20000 })
    await top(member).getByRole('button', { name: '电子书《增长的内容》' }).waitFor({ timeout: 20000 })
    await shot(member, 'account-gifts')
    await top(member).getByRole('button', { name: '电子书《增长的内容》' }).click()
    await top(member)
      .getByRole('button', { name: /^兑换$/ })
      .click()
    await top(member).getByText('兑换后剩余').waitFor({ timeout: 10000 })
    await shot(member, 'account-gift-confirm')
    await doubleTap(top(member).getByRole('button', { name: '确认兑换' }))
    await top(member).getByText('兑换成功').first().waitFor({ timeout: 10000 })
    assert.equal(await points(member), before - 50)
    await member.waitForFunction(expected => document.querySelector('[data-testid="points-balance"]')?.textContent === String(expected), before - 50, {
      timeout: 10000
    })
    await top(member).getByRole('button', { name: '完成' }).click()
  })

  it('a redemption refused for lack of points leaves the points unchanged', async () => {
    const before = await points(member)
    await top(member).getByRole('button', { name: '无线降噪耳机' }).click()
    // The shortfall shows as soon as the gift opens: no 兑换 to tap.
    await top(member)
      .getByText(/积分不足，还差/)
      .first()
      .waitFor({ timeout: 10000 })
    assert.equal(
      await top(member)
        .getByRole('button', { name: /^兑换$/ })
        .count(),
      0
    )
    // The server refuses too, with its own message, and changes nothing.
    const refused = await callApi(member, 'POST', '/api/ca/v1/community/gift/redeemGift', {
      giftId: 5,
      name: '张伟',
      cellphone: MEMBER_PHONE,
      address: '上海市黄浦区南京东路 100 号'
    }).then(
      () => 'accepted',
      (e: Error) => e.message
    )
    assert.match(refused, /积分不足/)
    assert.equal(await points(member), before)
    assert.equal(Number(await top(member).locator('[data-testid="points-balance"]').textContent()), before)
  })

  it('shows the point history', async () => {
    await goto(member, e2e.stack, '/pages/account/gifts/points/index')
    await top(member).locator('[data-testid="point-record"]').first().waitFor({ timeout: 20000 })
    await shot(member, 'account-points')
  })
})

describe('records', () => {
  it('shows favourites, notifications and check-in statistics', async () => {
    await goto(member, e2e.stack, '/pages/account/saved/index')
    await top(member).locator('.saved, .state--empty').first().waitFor({ timeout: 20000 })
    await shot(member, 'account-saved')
    await goto(member, e2e.stack, '/pages/account/notification/index')
    const notice = top(member).locator('.notice__head').first()
    await notice.waitFor({ timeout: 20000 })
    await notice.click()
    await top(member).locator('.notice__body').first().waitFor({ timeout: 10000 })
    await shot(member, 'account-notifications')
    await goto(member, e2e.stack, '/pages/account/event-checkin-statistic/index')
    // Organiser figures: a member gets the channel-partner notice.
    await top(member).locator('.promoter-gate').first().waitFor({ timeout: 20000 })
    await animationsDone(member)
    await shot(member, 'account-checkin-statistic')
  })
})

describe('UC area', () => {
  it('a colleague edits the business card', async () => {
    const phone = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, '/pages/uc/apply/index')
    const name = top(phone.page).getByRole('textbox', { name: '姓名', exact: true })
    await name.waitFor({ timeout: 20000 })
    await phone.page.waitForFunction(() => !!document.querySelector<HTMLInputElement>('input[aria-label="姓名"]')?.value, undefined, { timeout: 10000 })
    await shot(phone.page, 'uc-apply')
    await top(phone.page).getByRole('textbox', { name: '部门', exact: true }).fill('华东渠道部')
    await top(phone.page).getByRole('button', { name: '保存名片' }).click()
    // Taro's toast shows for 1.5 s and then stays in the DOM hidden: a loaded machine may poll only after it hid.
    await phone.page.getByText('名片已保存').waitFor({ state: 'attached', timeout: 10000 })
    await goto(phone.page, e2e.stack, '/pages/uc/colleagues/index')
    await top(phone.page).locator('.colleagues, .state--empty').first().waitFor({ timeout: 20000 })
    await shot(phone.page, 'uc-colleagues')
    assert.deepEqual(realErrors(phone.errors), [])
    await phone.context.close()
  })
})
