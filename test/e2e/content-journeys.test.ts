/**
 * Content journeys of issue #16 (items 7 and 9 and the home polish), each from a fresh browser context
 * with no session, against the built app and the real local server:
 * - event, agenda and ticket times read in Beijing time with the phone in New York;
 * - the AI assistant lists upcoming events with dates and links, and keeps the newest answer in view;
 * - home: quick links with drawn icons, no empty section, no stranger's card called 我的名片.
 * Proved at cheaper levels instead: the summit's demo times (test/server/demo-dates.test.ts), the formatters on a
 * phone in UTC, New York and Los Angeles (test/utils/format.test.ts), home's search results (test/pages/home/home.test.tsx,
 * test/server/painted-search.test.ts) and the lottery rules as formatted text (test/pages/engagement/lottery.test.tsx).
 * Screenshots at 375 px in screenshots/content-*.png.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { goto, loginAs, MEMBER_PHONE, newPhone, realErrors, shot, topPage as top, painted, animationsDone } from './harness'
import { askAssistant } from './journey-tools'
import { summitName, summitTitle } from '../../server/seed/content'
import { e2eSuite } from './suite'

// Answers stream slowly enough here for the visitor to scroll up while one is still arriving (item 9's 新消息).
const e2e = e2eSuite({ aiStreamDelayMs: 40 })
const { api } = e2e

let summitId = 0

interface EventDetail {
  id: number
  title: string
  event: { startTime: string; endTime: string; schedule: { day: string; startTime: string; endTime: string }[] }
}

/** Wall-clock parts of an instant in Beijing (UTC+8, no daylight saving). */
function beijing(iso: string): { date: string; time: string; md: string } {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return {
    date: `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`,
    time: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
    md: `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
  }
}

before(async () => {
  await e2e.ready()
  const form = await api<{ contentEntityId: number }>('/open/v1/account/getFormById?id=1')
  summitId = form.contentEntityId
  assert.ok(summitId > 0)
})

/** A fresh phone-sized context (no cookies, no storage) in the given time zone. */
function freshPhone(timezoneId?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // The app itself, without the server-painted first view (test/e2e/first-paint.test.ts covers that view and its takeover).
  return newPhone(e2e.browser, undefined, { timezoneId })
}

/** A fresh phone on home; the first-visit popup the demo seed pushes is closed whenever it shows (it may come late on a busy machine). */
async function freshHome(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const phone = await freshPhone()
  const { page } = phone
  await page.addLocatorHandler(page.locator('[data-testid="popup"]'), async () => {
    await page.getByRole('button', { name: '关闭弹窗' }).click()
  })
  await open(page, '/pages/index/index')
  await page.locator('.site-module--nav').waitFor({ timeout: 20000 })
  return phone
}

/** Opens a page past the painted view's takeover. */
const open = (page: Page, appPath: string) => goto(page, e2e.stack, appPath)

describe('item 7: event times in Beijing time whatever the phone says', () => {
  // One zone behind Beijing with daylight saving; the formatters' rule for other zones is in test/utils/format.test.ts.
  const zone = 'America/New_York'
  it(`shows the same Beijing times on event, agenda and ticket with the phone in ${zone}`, async () => {
    const detail = await api<EventDetail>(`/open/v1/entityData/entityDataDetail/${summitId}`)
    const start = beijing(detail.event.startTime)
    const end = beijing(detail.event.endTime)
    const expected = `${start.date} ${start.time} - ${end.time}`
    const { context, page, errors } = await freshPhone(zone)
    const tag = zone.replace(/\W+/g, '-').toLowerCase()

    await open(page, `/pages/event/index?id=${summitId}`)
    const time = top(page).locator('.event-info__value').first()
    await time.waitFor({ timeout: 20000 })
    const eventText = (await time.textContent()) || ''
    assert.ok(eventText.includes(expected), `event detail shows ${expected}: ${eventText}`)
    assert.ok(eventText.includes('北京时间'), `event detail says 北京时间: ${eventText}`)
    await shot(page, `content-event-${tag}`)

    await top(page)
      .getByText(/查看活动日程/)
      .click()
    await page.waitForURL(/\/pages\/schedule\/index/, { timeout: 10000 })
    await top(page).locator('.schedule__start').first().waitFor({ timeout: 15000 })
    assert.equal(((await top(page).locator('.schedule__day-date').first().textContent()) || '').split(' ')[0], start.md)
    assert.equal((await top(page).locator('.schedule__start').first().textContent())?.trim(), start.time)
    await top(page)
      .getByText(/北京时间/)
      .first()
      .waitFor()
    await shot(page, `content-schedule-${tag}`)

    await loginAs(page, e2e.stack, MEMBER_PHONE, '/pages/account/tickets/index')
    const card = top(page).locator('.ticket-card', { hasText: '数字营销增长峰会' }).first()
    await card.waitFor({ timeout: 20000 })
    assert.ok(((await card.textContent()) || '').includes(expected), 'the ticket list shows Beijing time')
    await card.click()
    await page.waitForURL(/tickets\/detail/, { timeout: 10000 })
    const row = top(page).locator('.ticket-view__row', { hasText: '时间' }).first()
    await row.waitFor({ timeout: 15000 })
    const ticketText = (await row.textContent()) || ''
    assert.ok(ticketText.includes(expected), `ticket shows ${expected}: ${ticketText}`)
    assert.ok(ticketText.includes('北京时间') && !ticketText.includes(zone), ticketText)
    await shot(page, `content-ticket-${tag}`)
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

describe('item 9: the AI assistant', () => {
  const question = (page: Page) => top(page).getByRole('textbox', { name: '输入你的问题' })

  it('lists upcoming events with Beijing dates, keeps the newest exchange in view, offers 新消息 when scrolled up, and a link opens the event', async () => {
    const detail = await api<EventDetail>(`/open/v1/entityData/entityDataDetail/${summitId}`)
    const start = beijing(detail.event.startTime)
    const { context, page, errors } = await freshPhone('UTC')
    await open(page, '/pages/ai/index')
    await top(page)
      .getByText(/AI 助手小云/)
      .first()
      .waitFor({ timeout: 20000 })
    // Upcoming events, dated in Beijing time (the phone is in UTC); the answer is kept to open its link at the end.
    await askAssistant(page, '最近有什么活动')
    const answers = top(page).locator('.ai-msg--assistant[data-status="done"]')
    const events = answers.nth((await answers.count()) - 1)
    const text = (await events.textContent()) || ''
    assert.ok(text.includes(summitTitle()), text)
    assert.ok(text.includes(`${start.md}`) && text.includes(start.time), `the summit's Beijing date ${start.md} ${start.time}: ${text}`)
    assert.ok(!/「我的」|我的页面/.test(text), 'no pointer to a screen that is not there')
    await shot(page, 'content-ai-events')
    const newestInView = () => {
      const all = Array.from(document.querySelectorAll('.ai-msg'))
      const last = all[all.length - 1] as HTMLElement | undefined
      const bar = document.querySelector('.ai-input') as HTMLElement | null
      if (!last) return false
      const r = last.getBoundingClientRect()
      const limit = bar ? bar.getBoundingClientRect().top : window.innerHeight
      return r.bottom <= limit + 2 && r.bottom > 0
    }
    const inView = () => page.evaluate(newestInView)
    // Following an answer scrolls (smoothly): wait for the newest answer to arrive in view, or fail with `message`.
    const comesIntoView = (message: string) => page.waitForFunction(newestInView, undefined, { timeout: 10000 }).catch(() => assert.fail(message))
    for (const q of ['私域运营怎么做？', '营销自动化入门课程', '有哪些零售行业案例？']) {
      await askAssistant(page, q)
      await comesIntoView(`the answer to ${q} is in view`)
    }
    await shot(page, 'content-ai-follow')
    // Scrolled up to read while an answer streams: it does not pull the visitor down, a pill offers to.
    await question(page).fill('营销自动化入门课程有几节课？')
    await top(page).locator('[aria-label="发送"]').click()
    await top(page).locator('[data-status="streaming"] .ai-answer').waitFor({ timeout: 10000 })
    await page.mouse.move(180, 300)
    await page.mouse.wheel(0, -3000)
    await top(page).locator('[data-status="streaming"]').waitFor({ state: 'detached', timeout: 20000 })
    const pill = top(page).getByRole('button', { name: /新消息/ })
    await pill.waitFor({ timeout: 5000 })
    assert.equal(await inView(), false)
    await shot(page, 'content-ai-pill')
    await pill.click()
    await comesIntoView('the pill brings the newest answer into view')
    // The events answer's link opens the summit.
    await events.locator('[role="button"]', { hasText: summitName() }).first().click()
    await page.waitForURL(url => url.pathname.endsWith('/pages/event/index') && url.search.includes(`id=${summitId}`), { timeout: 10000 })
    await top(page).locator('.event-info__title').waitFor({ timeout: 15000 })
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

describe('home polish', () => {
  it('quick links have drawn icons, no empty section, and a stranger’s card is not 我的名片', async () => {
    const { context, page, errors } = await freshHome()
    const nav = top(page).locator('.nav-module__item').first()
    await nav.waitFor({ timeout: 20000 })
    const icons = await top(page)
      .locator('.nav-module__icon img, img.nav-module__icon')
      .evaluateAll(els => els.map(e => (e as HTMLImageElement).src))
    assert.ok(icons.length >= 8, `every quick link has an icon (${icons.length})`)
    for (const src of icons) {
      // The page shows the raster image (server/lib/raster.ts) of a drawing that stays at the .svg address.
      const shown = await fetch(src, { headers: { accept: 'image/webp,image/png,*/*' } })
      assert.match(String(shown.headers.get('content-type')), /^image\/(webp|png)$/, `${src} is a raster image`)
      const svg = await (await fetch(src.replace(/\.png(\?|$)/, '.svg$1'))).text()
      assert.ok(/stroke=/.test(svg) && /<(path|circle|rect)/.test(svg), `${src} is a drawn icon`)
      assert.ok(!/<text/.test(svg), `${src} is not a letter badge`)
    }
    await shot(page, 'content-home')
    // Every module frame on home has something in it.
    const empty = await top(page)
      .locator('.site-module')
      .evaluateAll(els => els.filter(el => !el.querySelector('.site-module__body')).map(el => (el.textContent || '').trim()))
    assert.deepEqual(empty, [], 'no module frame without a body')
    const card = top(page).locator('.card-module')
    await card.waitFor({ timeout: 15000 })
    // Above the fixed tab bar, with its section's title in view.
    await card.evaluate(el => {
      const scroller = el.closest('.taro_page') as HTMLElement
      scroller.scrollTop = scroller.scrollHeight
    })
    await painted(page)
    await animationsDone(page)
    assert.equal(await top(page).getByText('我的名片', { exact: true }).count(), 0, 'a visitor is not shown someone else’s card as 我的名片')
    await shot(page, 'content-home-card')
    // Every image on home says what it shows, or (an icon beside its own label) is marked decorative with alt="".
    const noAlt = await top(page)
      .locator('img')
      .evaluateAll(els => els.filter(el => !el.hasAttribute('alt')).map(el => (el as HTMLImageElement).src))
    assert.deepEqual(noAlt, [], 'every image on home has an alt attribute')
    const banner = await top(page).locator('.banner-module img').first().getAttribute('alt')
    assert.ok(banner && banner.length > 0, 'the banner image is described')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})
