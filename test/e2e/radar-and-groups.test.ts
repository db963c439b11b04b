/**
 * The lead radar and group registration from fresh browsers, against the built app and the real local server. A
 * visitor comes through 李娜's link, reads two articles, downloads a material and registers; 李娜 finds them in
 * 线索雷达 with a timeline and a score with its reasons, and one hot-lead notice; another promoter does not see
 * them; the visitor clears their data in 我的数据. A leader registers three colleagues through the group form; one
 * gives their ticket to a colleague; at the door the old code is refused and the new holder's opens. Only the
 * screens and taps are done in the browser; what the browser adds nothing to (the claim with its SMS code, the
 * organiser's audit, the door) goes through the API. Screenshots at 375 px.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import Database from 'better-sqlite3'
import type { Download } from 'playwright-core'
import type { DoorResult, EntityDataDetail, LeadList, LeadSheet, Ticket } from '../../types/contract'
import {
  callApi,
  goto,
  MEMBER_PHONE,
  PROMOTER_PHONE,
  realErrors,
  shot,
  signedInPhone,
  SMS_CODE,
  type Stack,
  tickAgreement,
  topPage as top,
  typeInto,
  until
} from './harness'
import { summitName } from '../../server/seed/content'
import { dbQuery } from './journey-tools'
import { e2eSuite } from './suite'

const VISITOR = '13612345678' // no account yet: the sign-in makes one
const OTHER_PROMOTER = '13900000001' // 刘强, a promoter who is not company staff
const COLLEAGUE = '13800000002' // 周杰: an account, no summit registration
const RECEIVER = '13711112222' // no account until they claim
const LINK = 'utm_scid=sc1001&utm_source=promotion' // 李娜's promotion link

const e2e = e2eSuite()

const idOf = (stack: Stack, key: string) => dbQuery<{ id: number }>(stack, 'SELECT id FROM entity_data WHERE content_key = ?', key)[0].id
const accountId = (stack: Stack, phone: string) => dbQuery<{ id: number }>(stack, 'SELECT id FROM accounts WHERE cellphone = ?', phone)[0]?.id

/** An account's API key, after a sign-in through the login form for a phone without an account yet. */
async function keyOf(stack: Stack, phone: string): Promise<string> {
  if (!accountId(stack, phone)) {
    const form = new URLSearchParams({ cellphone: phone, code: SMS_CODE, returnUrl: '/web/h/' })
    const res = await fetch(`${stack.origin}/web/ca/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString()
    })
    assert.ok(res.status < 400, `sign-in of ${phone}: ${res.status}`)
  }
  return dbQuery<{ account_key: string }>(stack, 'SELECT account_key FROM accounts WHERE cellphone = ?', phone)[0].account_key
}

/** An API call as the account of `phone` (its key in Authorization-Ca); answers the envelope. */
async function as<T>(stack: Stack, phone: string, method: 'GET' | 'POST', apiPath: string, body?: unknown) {
  const res = await fetch(`${stack.origin}/api${apiPath}`, {
    method,
    headers: { 'Authorization-Ca': await keyOf(stack, phone), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined
  })
  return (await res.json()) as { code: number; data: T; message: string }
}

// The two journeys share nothing but the stack (other people, other seats): side by side, the file takes the longer one's time.
describe('the lead radar and group registration', { concurrency: true }, () => {
  it('scores the visitor for 李娜 alone, with a timeline, reasons and one notice, until they clear their data', async () => {
    const [article1, article2] = [idOf(e2e.stack, 'article-1'), idOf(e2e.stack, 'article-3')]
    const summit = idOf(e2e.stack, 'event-summit')
    // Demo titles carry the year of their dates (2026 …, 2027 … after the turn): read, not spelled.
    const article1Title = dbQuery<{ title: string }>(e2e.stack, 'SELECT title FROM entity_data WHERE id = ?', article1)[0].title
    const material = await e2e.api<EntityDataDetail>(`/open/v1/entityData/entityDataDetail/${idOf(e2e.stack, 'material-1')}`)
    const file = material.files[0]

    // The visitor signs in on the page 李娜's link opens, reads a second article, downloads a file and registers.
    const visitor = await signedInPhone(e2e.browser, e2e.stack, VISITOR, `/pages/article/index?id=${article1}&${LINK}`)
    const { page } = visitor
    await top(page).getByText(article1Title).first().waitFor({ timeout: 20000 })
    await goto(page, e2e.stack, `/pages/article/index?id=${article2}`)
    await top(page).getByText('营销自动化入门：从线索到成交的完整旅程').first().waitFor({ timeout: 20000 })
    await goto(page, e2e.stack, `/pages/material/index?id=${material.id}`)
    const download = new Promise<Download>(resolve => page.once('download', resolve))
    await top(page)
      .getByRole('button', { name: `下载 ${file.name}` })
      .click()
    assert.equal((await download).suggestedFilename(), file.name)
    await goto(page, e2e.stack, `/pages/form/index?id=1&eventId=${summit}`)
    await top(page).getByText('峰会报名').first().waitFor({ timeout: 20000 })
    await typeInto(page, '姓名', '林雷达')
    await typeInto(page, '公司名称', '晨星零售')
    await top(page).getByText('零售消费', { exact: true }).click()
    await tickAgreement(page)
    await top(page).getByRole('button', { name: '提交报名' }).click()
    await page.waitForURL(/\/pages\/form\/success\/index/, { timeout: 20000 })
    const visitorId = accountId(e2e.stack, VISITOR)
    const views = () =>
      dbQuery<{ n: number }>(
        e2e.stack,
        "SELECT COUNT(*) AS n FROM analytics WHERE account_id = ? AND event = 'PAGE_VIEW' AND page_properties LIKE '%/pages/article/%'",
        visitorId
      )[0].n
    await until(() => views() >= 2, 10000, 'the two article views reach the server')

    // 李娜 opens 线索雷达: the visitor is hot, with the reasons; their sheet has the timeline.
    const lina = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, '/pages/promo/leads/index')
    const row = top(lina.page).locator('.lead-row', { hasText: '林雷达' })
    await row.waitFor({ timeout: 20000 })
    const rowText = (await row.textContent()) || ''
    assert.match(rowText, /热/)
    assert.ok(rowText.includes(`因为：报名「${summitName()}`), rowText)
    assert.ok(rowText.includes(`下载「${file.name}`), rowText)
    await shot(lina.page, 'lead-radar')
    await row.click()
    const sheet = top(lina.page).locator('[data-testid="lead-sheet"]')
    await sheet.getByText('行为时间线').waitFor({ timeout: 15000 })
    const sheetText = (await sheet.textContent()) || ''
    for (const done of ['为什么是这个分', `浏览「${article1Title}」`, '浏览「营销自动化入门', `下载「${file.name}`, `报名「${summitName()}`]) {
      assert.ok(sheetText.includes(done), `the sheet shows ${done}`)
    }
    assert.match(sheetText, /推广链接 · 渠道伙伴 李娜/)
    await shot(lina.page, 'lead-sheet')
    const radar = await callApi<LeadList>(lina.page, 'GET', '/api/ca-open/v1/promote/leads')
    const lead = radar.leads.find(l => l.name === '林雷达')!
    assert.ok(lead.score >= 30 && lead.hot, `hot at ${lead.score}`)
    const notices = dbQuery<{ n: number }>(
      e2e.stack,
      'SELECT COUNT(*) AS n FROM notices WHERE account_id = ? AND title = ?',
      accountId(e2e.stack, PROMOTER_PHONE),
      '线索升温：林雷达'
    )[0].n
    assert.equal(notices, 1, 'one hot-lead notice')

    // Another promoter sees neither the row nor the sheet.
    const other = await as<LeadList>(e2e.stack, OTHER_PROMOTER, 'GET', '/ca-open/v1/promote/leads')
    assert.equal(other.code, 200, other.message)
    assert.ok(!other.data.leads.some(l => l.leadId === lead.leadId))
    assert.equal((await as<LeadSheet>(e2e.stack, OTHER_PROMOTER, 'GET', `/ca-open/v1/promote/leads/${lead.leadId}`)).code, 404)

    // The visitor sees who follows them up in 我的数据 and clears it; the radar forgets them.
    await goto(page, e2e.stack, '/pages/account/my-data/index')
    await top(page).getByText('渠道伙伴 李娜').waitFor({ timeout: 20000 })
    await top(page).getByRole('button', { name: '清除我的数据' }).click()
    await page.locator('.taro-model__confirm').last().click()
    await top(page).getByText('目前没有保存你的行为记录').waitFor({ timeout: 15000 })
    const after = await callApi<LeadList>(lina.page, 'GET', '/api/ca-open/v1/promote/leads')
    assert.ok(!after.leads.some(l => l.leadId === lead.leadId), 'gone from the radar')
    // (What the visitor does after the clear is recorded again, as 我的数据 says: at most that, nothing from before.)
    const sheetAfter = await callApi<LeadSheet>(lina.page, 'GET', `/api/ca-open/v1/promote/leads/${lead.leadId}`).catch(() => null)
    assert.ok(!sheetAfter || sheetAfter.timeline.every(t => t.points === 0), JSON.stringify(sheetAfter?.timeline))
    assert.deepEqual(realErrors(visitor.errors), [])
    assert.deepEqual(realErrors(lina.errors), [])
    await Promise.all([visitor.context.close(), lina.context.close()])
  })

  it('registers three colleagues in one form; after a transfer the door refuses the old code and opens the new one', async () => {
    const summit = idOf(e2e.stack, 'event-summit')
    const leader = await signedInPhone(e2e.browser, e2e.stack, MEMBER_PHONE, `/pages/form/index?id=1&eventId=${summit}&group=1`)
    const { page } = leader
    await top(page)
      .getByRole('button', { name: /添加成员/ })
      .click()
    const people = [
      ['周杰', COLLEAGUE],
      ['韩梅梅', '13811113333'],
      ['王小丫', '13912345678']
    ]
    for (const [i, [name, phone]] of people.entries()) {
      const card = top(page).getByRole('group', { name: `成员 ${i + 1}` })
      await card.locator('input[aria-label="姓名"]').pressSequentially(name, { delay: 5 })
      await card.locator('input[aria-label="手机号"]').pressSequentially(phone, { delay: 5 })
      await card.getByText('零售消费', { exact: true }).click()
    }
    await tickAgreement(page)
    await shot(page, 'group-form')
    await top(page).getByRole('button', { name: '提交团体报名（3 人）' }).click()
    const list = top(page).getByRole('list', { name: '团体成员' })
    await list.waitFor({ timeout: 20000 })
    for (const [name] of people) await list.getByRole('listitem', { name: `${name} 待审核` }).waitFor({ timeout: 5000 })
    assert.deepEqual(realErrors(leader.errors), [])
    await leader.context.close()

    // The organiser approves the three (the event is audited).
    const approve = async (names: string[]) => {
      const ids = dbQuery<{ id: number }>(
        e2e.stack,
        `SELECT id FROM attendees WHERE event_id = ? AND audit_status = 'PENDING' AND name IN (${names.map(() => '?').join(',')})`,
        summit,
        ...names
      ).map(r => r.id)
      assert.equal(ids.length, names.length)
      const done = await as<{ updated: number }>(e2e.stack, PROMOTER_PHONE, 'POST', '/ca/v1/event/attendee/batchAudit', {
        eventId: summit,
        attendeeIds: ids,
        auditType: 'APPROVE'
      })
      assert.equal(done.code, 200, done.message)
    }
    await approve(people.map(p => p[0]))

    // 周杰 gives his ticket to 李雷 from the ticket's 转让门票.
    const zhou = await signedInPhone(e2e.browser, e2e.stack, COLLEAGUE, '/pages/account/tickets/index')
    const ticket = (await callApi<Ticket[]>(zhou.page, 'GET', '/api/ca/v1/bagevent/attendee/getSuccessByCellphone')).find(t => t.eventId === summit)!
    assert.ok(ticket.qrCode, 'approved: an entry code')
    await goto(zhou.page, e2e.stack, `/pages/account/tickets/detail/index?id=${ticket.ticketId}`)
    await top(zhou.page).getByRole('button', { name: '转让门票' }).click()
    await typeInto(zhou.page, '对方姓名', '李雷')
    await typeInto(zhou.page, '对方手机号', RECEIVER)
    await shot(zhou.page, 'ticket-transfer-form')
    await top(zhou.page).getByRole('button', { name: '生成领取链接' }).click()
    const link = top(zhou.page).locator('.ticket-transfer__link')
    await link.waitFor({ timeout: 15000 })
    await shot(zhou.page, 'ticket-transfer-pending')
    const token = /[?&]token=([^&\s]+)/.exec((await link.textContent()) || '')?.[1]
    assert.ok(token, 'a claim link')
    assert.deepEqual(realErrors(zhou.errors), [])
    await zhou.context.close()

    // 李雷 claims it with the SMS code (his own account); the audited event audits the new holder again.
    const claimed = await as<Ticket>(e2e.stack, RECEIVER, 'POST', `/ca/v1/event/ticketTransfer/${decodeURIComponent(token)}/claim`, {
      cellphone: RECEIVER,
      smsCode: SMS_CODE
    })
    assert.equal(claimed.code, 200, claimed.message)
    assert.notEqual(claimed.data.code, ticket.code)
    await approve(['李雷'])

    // The door: check-in opens, the old code is refused, the new holder's opens.
    const db = new Database(path.join(e2e.stack.dataDir, 'app.sqlite'))
    db.prepare('UPDATE entity_data SET checkin_open = 1 WHERE id = ?').run(summit)
    db.close()
    const atDoor = (code: string) => as<DoorResult>(e2e.stack, PROMOTER_PHONE, 'POST', `/ca/v1/event/${summit}/attendee/checkIn`, { code })
    const old = await atDoor(ticket.code)
    assert.equal(old.code, 400)
    assert.match(old.message, /已转让/)
    const entered = await atDoor(claimed.data.code)
    assert.equal(entered.code, 200, entered.message)
    assert.deepEqual([entered.data.attendeeName, entered.data.checkinStatus], ['李雷', 'CHECKED_IN'])
  })
})
