/**
 * Issue #29 items 6–7 from fresh browsers: the promoter's funnel counts a check-in made at the door for someone
 * their link brought; an assistant answer's 报名 card opens the event's form and the submission is the assistant's
 * in the company report (智能助手). Against a server without the extensions (EXTENSIONS=none) the promotion centre
 * and the assistant still work, with the funnel and the cards hidden. Screenshots at 375 px.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { callApi, PROMOTER_PHONE, realErrors, shot, signedInPhone, type Stack, tickAgreement, topPage as top, typeInto, tookOver } from './harness'
import { askAssistant, dbQuery } from './journey-tools'
import { e2eSuite } from './suite'

/** A visitor who has not signed up to the summit yet (one of the fixture phones the fixed code signs in). */
const VISITOR_PHONE = '13612345678'

const idOf = (stack: Stack, key: string) => dbQuery<{ id: number }>(stack, 'SELECT id FROM entity_data WHERE content_key = ?', key)[0].id
const number = async (page: Page, testId: string) => Number(await top(page).locator(`[data-testid="${testId}"]`).textContent({ timeout: 20000 }))

describe('with the extensions', () => {
  const e2e = e2eSuite()

  it('the funnel shows a check-in made at the door for someone the promoter’s link brought', async () => {
    const { page, context, errors } = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, '/pages/promotion/index')
    await top(page).getByText('推广漏斗').waitFor({ timeout: 20000 })
    const before = await number(page, 'funnel-checkedIn')
    assert.ok(before > 0, 'the demo has check-ins through the promoter’s link')
    await top(page)
      .locator('[data-testid="funnel"]')
      .evaluate(el => el.scrollIntoView({ block: 'center' }))
    await shot(page, 'funnel')

    // At the door: someone 李娜's link brought to the open day, approved and not yet come, is checked in by phone.
    const openDay = idOf(e2e.stack, 'event-openday')
    const who = dbQuery<{ cellphone: string }>(
      e2e.stack,
      "SELECT a.cellphone FROM attendees a JOIN promoters p ON p.id = a.promoter_id WHERE a.event_id = ? AND p.scid = 'sc1001' AND a.checkin_time IS NULL AND a.audit_status = 'APPROVED' LIMIT 1",
      openDay
    )[0]
    assert.ok(who, 'someone the promoter brought who has not come yet')
    await callApi(page, 'POST', `/api/ca/v1/event/${openDay}/attendee/checkInByPhone`, { cellphone: who.cellphone })

    // The promoter looks again: the 签到 stage has one more.
    await page.reload({ waitUntil: 'domcontentloaded' })
    await top(page).getByText('推广漏斗').waitFor({ timeout: 20000 })
    await page.waitForFunction(
      n => Number(document.querySelector('.taro_page:last-child [data-testid="funnel-checkedIn"], [data-testid="funnel-checkedIn"]')?.textContent) === n,
      before + 1,
      { timeout: 20000 }
    )
    const link = top(page).locator(`[data-testid="funnel-link-${openDay}"]`)
    assert.match((await link.textContent()) || '', /开放日|开放/)
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })

  it('an answer’s 报名 card opens the form, and the submission is the assistant’s in the report', async () => {
    const summit = idOf(e2e.stack, 'event-summit')
    const visitor = await signedInPhone(e2e.browser, e2e.stack, VISITOR_PHONE, '/pages/ai/index')
    const { page } = visitor
    await top(page)
      .getByText(/AI 助手小云/)
      .first()
      .waitFor({ timeout: 20000 })
    await askAssistant(page, '峰会怎么报名？')
    const card = top(page).locator(`[data-testid="ai-card-${summit}"]`)
    await card.waitFor({ timeout: 15000 })
    await card.scrollIntoViewIfNeeded()
    // The card shows the event's cover (lazily loaded once on screen).
    await page.waitForFunction(
      id => {
        const img = document.querySelector<HTMLImageElement>(`[data-testid="ai-card-${id}"] .ai-card__cover img`)
        return !!img && img.complete && img.naturalWidth > 0
      },
      summit,
      { timeout: 15000 }
    )
    await shot(page, 'assistant-cards')
    await card.getByRole('button', { name: /^报名：/ }).click()

    await page.waitForURL(/\/pages\/form\/index/, { timeout: 15000 })
    await top(page).getByText('峰会报名').first().waitFor({ timeout: 20000 })
    await typeInto(page, '姓名', '林助手')
    await typeInto(page, '公司名称', '云帆科技')
    await typeInto(page, '邮箱', 'lin@example.com')
    await top(page).getByText('零售消费', { exact: true }).click()
    await tickAgreement(page)
    await top(page).getByRole('button', { name: '提交报名' }).click()
    await page.waitForURL(/\/pages\/form\/success\/index/, { timeout: 20000 })

    // The submission and the registration keep where they began.
    const rows = dbQuery<{ submission: string | null; attendee: string | null }>(
      e2e.stack,
      'SELECT s.source AS submission, a.source AS attendee FROM attendees a LEFT JOIN tickets t ON t.attendee_id = a.id LEFT JOIN form_submissions s ON s.ticket_id = t.id WHERE a.event_id = ? AND a.cellphone = ?',
      summit,
      VISITOR_PHONE
    )
    assert.deepEqual(rows, [{ submission: 'ai_assistant', attendee: 'ai_assistant' }])
    assert.deepEqual(realErrors(visitor.errors), [])
    await visitor.context.close()

    // The company report (the promotion centre's 全部) lists it under 智能助手.
    const staff = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, '/pages/promotion/index')
    await top(staff.page).getByText('推广漏斗').waitFor({ timeout: 20000 })
    await top(staff.page).getByRole('tab', { name: '全部' }).click()
    const source = top(staff.page).locator('[data-testid="funnel-source-ai_assistant"]')
    await source.waitFor({ timeout: 20000 })
    assert.match((await source.textContent()) || '', /智能助手.*报名人数 [1-9]/)
    await source.scrollIntoViewIfNeeded()
    await shot(staff.page, 'funnel-sources')
    assert.deepEqual(realErrors(staff.errors), [])
    await staff.context.close()
  })
})

describe('against a server without the extensions (EXTENSIONS=none)', () => {
  const bare = e2eSuite({ extensions: [] })

  it('the promotion centre works without the funnel, and the tasks say nothing of check-ins', async () => {
    const { page, context, errors } = await signedInPhone(bare.browser, bare.stack, PROMOTER_PHONE, '/pages/promotion/index')
    await top(page).locator('[data-testid="views-chart"]').waitFor({ timeout: 20000 })
    assert.ok((await number(page, 'stat-pv')) >= 0)
    assert.equal(await top(page).getByText('推广漏斗').count(), 0)
    await page.goto(`${bare.stack.baseUrl}/pages/promotion-task/index`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await top(page).locator('[data-testid^="task-"]').first().waitFor({ timeout: 20000 })
    assert.equal(await top(page).getByText('按到场签到计').count(), 0)
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })

  it('the assistant answers with its links as text, no cards', async () => {
    const { page, context, errors } = await signedInPhone(bare.browser, bare.stack, VISITOR_PHONE, '/pages/ai/index')
    await top(page)
      .getByText(/AI 助手小云/)
      .first()
      .waitFor({ timeout: 20000 })
    const answer = await askAssistant(page, '峰会怎么报名？')
    assert.ok((await answer.locator('.ai-msg__link').count()) >= 1, 'the answer lists its content')
    assert.equal(await top(page).locator('.ai-card').count(), 0)
    assert.equal(
      await top(page)
        .getByRole('button', { name: /^报名：/ })
        .count(),
      0
    )
    await shot(page, 'assistant-no-extensions')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})
