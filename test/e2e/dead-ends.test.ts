/**
 * Issue #27 item 9, wrong words and dead ends, each from a fresh browser (no session, or signed in through
 * the login page), by tapping: the checks are grouped by who does them, so one file runs in reasonable time.
 * Screenshots at 375 px in screenshots/dead-ends-*.png.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { callApi, MEMBER_PHONE, newPhone, PROMOTER_PHONE, realErrors, shot, signedInPhone, topPage as top } from './harness'
import { dbQuery } from './journey-tools'
import { e2eSuite } from './suite'

const e2e = e2eSuite()
const { api, go } = e2e

interface EventDetail {
  id: number
  title: string
  event: { schedule: unknown[] }
}

describe('dead ends a visitor meets (no session)', () => {
  it('link-open, events without an agenda, 在小程序中打开, the album and a search for 课程 all lead somewhere', async () => {
    const { page, context, errors } = await newPhone(e2e.browser)

    // link-open with no parameters says so and offers the way home.
    await go(page, '/pages/link-open/index')
    await top(page).getByText('链接缺少必要的参数').waitFor({ timeout: 20000 })
    await shot(page, 'dead-ends-link-open')
    await top(page).getByRole('button', { name: '返回首页' }).click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/index/index', { timeout: 15000, waitUntil: 'commit' })

    // 查看活动日程 only where there is an agenda.
    const events = await api<{ content: { id: number }[] }>('/open/v1/entityData/entityDataList?entityType=EVENT&size=50')
    const details = await Promise.all(events.content.map(e => api<EventDetail>(`/open/v1/entityData/entityDataDetail/${e.id}`)))
    const without = details.filter(d => !d.event.schedule.length)
    const withAgenda = details.find(d => d.event.schedule.length)
    assert.ok(without.length >= 3 && withAgenda, 'the demo has events with and without an agenda')
    for (const d of without) {
      await go(page, `/pages/event/index?id=${d.id}`)
      await top(page).locator('.event-info__title').waitFor({ timeout: 20000 })
      assert.equal(
        await top(page)
          .getByText(/查看活动日程/)
          .count(),
        0,
        `${d.title}: no link to an empty agenda`
      )
    }
    await shot(page, 'dead-ends-event-no-agenda')
    await go(page, `/pages/event/index?id=${withAgenda!.id}`)
    await top(page).getByText(`查看活动日程（${withAgenda!.event.schedule.length}）`).waitFor({ timeout: 20000 })

    // The mini-program code opens the mini-program, not this web page again.
    const company = await api<{ miniAppId: string }>('/open/v1/company/companyInfo')
    await go(page, '/pages/app/index')
    const qr = top(page).getByLabel('小程序二维码')
    await qr.waitFor({ timeout: 20000 })
    const src = (await qr.getAttribute('src')) || (await qr.locator('img').getAttribute('src')) || ''
    const content = new URL(src, e2e.stack.origin).searchParams.get('content') || ''
    assert.ok(content.startsWith(`weixin://dl/business/?appid=${company.miniAppId}`), `the code opens the mini-program: ${content}`)
    assert.ok(!content.includes('/web/h'), 'not the web address')
    await shot(page, 'dead-ends-app')

    // An album says what each picture is.
    const album = await api<{ content: { name: string }[] }>('/open/v1/asset/list?dirId=1&size=1000')
    await go(page, '/pages/album/index?dirId=1')
    await top(page).locator('[data-testid="asset-tile"]').first().waitFor({ timeout: 20000 })
    const captions = await top(page).locator('.asset-grid__caption').allTextContents()
    assert.deepEqual(
      captions.map(c => c.trim()),
      album.content.map(a => a.name)
    )
    await shot(page, 'dead-ends-album')

    // Searching 课程 finds the courses, whatever their titles say.
    const courses = await api<{ totalElements: number }>('/open/v1/entityData/entityDataList?entityType=COURSE&size=1')
    await go(page, `/pages/index/index?searchValue=${encodeURIComponent('课程')}`)
    const group = top(page).locator('[data-testid="search-group-COURSE"]')
    await group.waitFor({ timeout: 20000 })
    assert.match((await group.locator('.search-group__count').textContent()) || '', new RegExp(`^${courses.totalElements} 条`))
    await shot(page, 'dead-ends-search-course')

    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

describe('dead ends a member meets', () => {
  it('personal centre, tickets (theirs, cancelled, another’s), the gift sheet, the pay page and a course sign-up', async () => {
    const { page, context, errors } = await signedInPhone(e2e.browser, e2e.stack, MEMBER_PHONE, '/pages/account/index')
    const member = dbQuery<{ id: number }>(e2e.stack, 'SELECT id FROM accounts WHERE cellphone = ?', MEMBER_PHONE)[0].id

    // No tile a member cannot open; the profile has its own tile.
    await top(page).locator('[data-testid="account-name"]').waitFor({ timeout: 20000 })
    assert.equal(await top(page).getByRole('button', { name: '签到统计', exact: true }).count(), 0)
    await shot(page, 'dead-ends-account')
    await top(page).getByRole('button', { name: '编辑资料', exact: true }).click()
    await page.waitForURL(/\/pages\/account\/info\/index/, { timeout: 15000, waitUntil: 'commit' })

    // Another account's ticket: said plainly, and the way to one's own tickets instead of 重试.
    const [other] = dbQuery<{ id: number }>(
      e2e.stack,
      'SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE a.account_id != ? AND a.cellphone != ? LIMIT 1',
      member,
      MEMBER_PHONE
    )
    await go(page, `/pages/account/tickets/detail/index?id=${other.id}`)
    await top(page).getByText('门票不存在，或不属于当前登录的账号').waitFor({ timeout: 20000 })
    assert.equal(await top(page).getByRole('button', { name: '重试' }).count(), 0)
    await shot(page, 'dead-ends-ticket-not-yours')
    await top(page).getByRole('button', { name: '查看我的门票' }).click()
    await page.waitForURL(/\/pages\/account\/tickets\/index/, { timeout: 15000, waitUntil: 'commit' })

    // A cancelled ticket stays findable under 已取消.
    const tickets = await callApi<{ ticketId: number; eventTitle: string; checkinStatus: string; endTime: string }[]>(
      page,
      'GET',
      '/api/ca/v1/bagevent/attendee/getSuccessByCellphone'
    )
    const mine = tickets.find(t => t.checkinStatus === 'NOT_CHECKED_IN' && Date.parse(t.endTime) > Date.now())
    assert.ok(mine, 'the member has a ticket to give back')
    await callApi(page, 'POST', `/api/ca/v1/event/ticket/${mine.ticketId}/cancel`)
    await go(page, '/pages/account/tickets/index')
    await top(page).getByRole('tab', { name: '已取消' }).click()
    // A ticket is named by all it shows: its title first, then time, place and 已取消.
    const cancelled = top(page).getByRole('button', { name: mine.eventTitle }).first()
    await cancelled.waitFor({ timeout: 15000 })
    assert.ok(((await cancelled.textContent()) || '').includes('已取消'))
    await shot(page, 'dead-ends-tickets-cancelled')
    await cancelled.click()
    await top(page).locator('[data-testid="ticket-cancelled"]').waitFor({ timeout: 15000 })

    // The gift sheet's 兑换成功 shows the stock after the redemption.
    const [gift] = dbQuery<{ id: number; name: string; stock: number }>(e2e.stack, "SELECT id, name, stock FROM gifts WHERE name LIKE '电子书%'")
    await go(page, '/pages/account/gifts/index')
    await top(page).getByText(gift.name).first().click()
    const sheet = page.getByRole('dialog')
    await sheet.getByText(`库存 ${gift.stock}`).waitFor({ timeout: 15000 })
    await sheet.getByRole('button', { name: '兑换', exact: true }).click()
    await sheet.getByRole('button', { name: '确认兑换' }).click()
    await sheet.getByText('兑换成功', { exact: true }).waitFor({ timeout: 15000 })
    await sheet.getByText(`库存 ${gift.stock - 1}`).waitFor({ timeout: 5000 })
    await shot(page, 'dead-ends-gift-done')

    // The pay page has a way back to where the visitor came from, the order unpaid.
    const [order] = dbQuery<{ order_no: string }>(e2e.stack, "SELECT order_no FROM orders WHERE account_id = ? AND pay_status = 'WAIT_PAY' LIMIT 1", member)
    await page.goto(
      `${e2e.stack.origin}/order/pay/submitCa?orderNumber=${order.order_no}&redirectUrl=${encodeURIComponent('/web/h/pages/account/order/index')}`
    )
    await shot(page, 'dead-ends-pay')
    await page.getByRole('link', { name: '暂不支付，返回' }).click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/account/order/index', { timeout: 15000, waitUntil: 'commit' })
    assert.equal(dbQuery<{ pay_status: string }>(e2e.stack, 'SELECT pay_status FROM orders WHERE order_no = ?', order.order_no)[0].pay_status, 'WAIT_PAY')

    // A course's sign-up speaks of the course.
    const form = await api<{ contentEntityId: number }>('/open/v1/account/getFormById?id=4')
    await go(page, '/pages/form/index?id=4')
    await top(page).getByRole('button', { name: '立即报名' }).click()
    await page.waitForURL(/\/pages\/form\/success\/index/, { timeout: 20000, waitUntil: 'commit' })
    await top(page).getByText('报名成功').first().waitFor({ timeout: 15000 })
    const text = await top(page).innerText()
    assert.ok(!/订阅活动提醒|返回活动/.test(text), `no event words on a course's success page: ${text}`)
    await shot(page, 'dead-ends-course-signed-up')
    await top(page).getByRole('button', { name: '开始学习' }).click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/course/index' && u.searchParams.get('id') === String(form.contentEntityId), {
      timeout: 15000,
      waitUntil: 'commit'
    })

    assert.deepEqual(
      realErrors(errors).filter(e => !/门票不存在|404/.test(e)),
      []
    )
    await context.close()
  })
})

describe('dead ends a promoter meets', () => {
  it('offers no box to audit an attendee again', async () => {
    const summit = (await api<{ contentEntityId: number }>('/open/v1/account/getFormById?id=1')).contentEntityId
    const { page, context, errors } = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, `/pages/promo/attendee/index?eventId=${summit}`)
    const rows = dbQuery<{ id: number; name: string; audit_status: string }>(
      e2e.stack,
      'SELECT id, name, audit_status FROM attendees WHERE event_id = ?',
      summit
    )
    const approved = rows.filter(r => r.audit_status === 'APPROVED')
    const pending = rows.filter(r => r.audit_status === 'PENDING')
    assert.ok(approved.length && pending.length, 'the summit has approved and pending attendees')
    await top(page).locator(`[data-testid="attendee-${approved[0].id}"]`).waitFor({ timeout: 20000 })
    for (const a of approved)
      assert.equal(
        await top(page)
          .getByRole('checkbox', { name: `选择${a.name}` })
          .count(),
        0,
        `${a.name} is approved`
      )
    await top(page)
      .getByRole('checkbox', { name: `选择${pending[0].name}` })
      .waitFor()
    await top(page).getByRole('checkbox', { name: '全选本页待审核' }).click()
    const visiblePending = await top(page).getByRole('checkbox', { name: /^选择/ }).count()
    await top(page).getByText(`已选 ${visiblePending} 人`).waitFor({ timeout: 5000 })
    await shot(page, 'dead-ends-audit')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})
