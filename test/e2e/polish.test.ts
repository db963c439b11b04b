/**
 * Issue 16 items 11–12, forms and accessibility polish: what only a browser measures (computed colours, button
 * and nav-bar sizes, the keypad a field opens, a real link), from two browser contexts (a visitor, and a promoter
 * signed in through the real login page), against the built app and the real server on a temporary database.
 * Screenshots at 375 px of every screen. Item 13 (members refused on organiser screens: check-in statistics, the
 * invite poster) is test/pages/promotion/promoter-gate.test.tsx; 积分不足 is test/pages/account/gifts.test.tsx;
 * cancelling from the ticket is test/pages/events/self-service-off.test.tsx and test/server/tickets.test.ts (its
 * 确定 colour is the same dialog as batch approval's below, its button size accessibility.test.ts's ticket screen).
 */
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { goto, loginAs, newPhone, PROMOTER_PHONE, realErrors, shot, type Stack, startE2E, stopE2E } from './harness'

let stack: Stack
let browser: Browser
let summitId = 0
const errors: string[] = []

before(async () => {
  ;({ stack, browser } = await startE2E())
  const res = await fetch(`${stack.origin}/api/open/v1/entityData/entityDataList?entityType=EVENT&page=1&size=50`)
  const list = ((await res.json()) as { data: { content: { id: number; title: string }[] } }).data.content
  summitId = list.find(e => e.title.includes('数字营销增长峰会'))?.id ?? 0
  assert.ok(summitId > 0, 'the demo summit exists')
})

after(() => stopE2E({ stack, browser }))

/** The topmost Taro page (earlier pages of the stack stay in the DOM, hidden). */
const top = (page: Page) => page.locator('.taro_page').last()

/** A fresh phone context, its errors collected: with no session, or signed in as `cellphone` and back on `appPath`. */
async function freshPhone(cellphone?: string, appPath = '/pages/index/index'): Promise<Page> {
  const phone = await newPhone(browser)
  phone.page.on('pageerror', e => errors.push(`pageerror: ${e.message}`))
  if (cellphone) await loginAs(phone.page, stack, cellphone, appPath)
  return phone.page
}

/** The theme colour of the page on screen as the browser resolves it (rgb(...)). */
async function themeRgb(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pages = document.querySelectorAll('.page')
    const probe = document.createElement('div')
    probe.style.color = getComputedStyle(pages[pages.length - 1])
      .getPropertyValue('--theme-color')
      .trim()
    document.body.appendChild(probe)
    const rgb = getComputedStyle(probe).color
    probe.remove()
    return rgb
  })
}

/** Background, text colour and height of the visible button with this text. */
async function buttonLook(page: Page, text: string) {
  const button = top(page).locator('.taro-button-core', { hasText: text }).last()
  await button.waitFor({ timeout: 20000 })
  return button.evaluate(el => {
    const s = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    return { background: s.backgroundColor, color: s.color, height: r.height, width: r.width, top: r.top }
  })
}

// Each journey ends without page errors (checked after every test, so running one test alone checks it too).
afterEach(() => {
  assert.deepEqual(realErrors(errors?.splice(0) ?? []), [])
})

describe('primary actions look like primary actions (item 11): one visitor on the event, its form and the policy', () => {
  let visitor: Page
  let visitorErrors: string[] = []
  let close: () => Promise<void> = async () => undefined

  before(async () => {
    const phone = await newPhone(browser)
    ;({ page: visitor, errors: visitorErrors } = phone)
    close = () => phone.context.close()
  })
  after(() => close())

  it('立即报名 is filled with the theme colour, white text, at least 44 px tall; nav-bar buttons are 44×44', async () => {
    await goto(visitor, stack, `/pages/event/index?id=${summitId}`)
    const look = await buttonLook(visitor, '立即报名')
    const theme = await themeRgb(visitor)
    assert.equal(look.background, theme, 'background is the theme colour, not Taro’s #f8f8f8')
    assert.equal(look.color, 'rgb(255, 255, 255)')
    assert.ok(look.height >= 44, `height ${look.height}`)
    // The nav bar's ‹ and ⌂ are full-size tap targets (they were 32×32).
    for (const name of ['返回', '首页']) {
      const box = await top(visitor).getByRole('button', { name, exact: true }).first().boundingBox()
      assert.ok(box && box.width >= 44 && box.height >= 44, `${name}: ${JSON.stringify(box)}`)
    }
    await shot(visitor, 'polish-event-signup-button')
    errors.push(...visitorErrors.splice(0))
  })

  it('提交报名 on the form is a theme-filled 44 px button; the phone field opens the phone keypad', async () => {
    await goto(visitor, stack, `/pages/form/index?id=1&eventId=${summitId}`)
    const look = await buttonLook(visitor, '提交报名')
    assert.equal(look.background, await themeRgb(visitor))
    assert.ok(look.height >= 44, `height ${look.height}`)
    const phone = top(visitor).locator('input[aria-label*="手机号"], [aria-label*="手机号"] input').first()
    await phone.waitFor({ timeout: 15000 })
    assert.equal(await phone.getAttribute('type'), 'tel')
    await shot(visitor, 'polish-form')
    await top(visitor).locator('.taro-button-core', { hasText: '提交报名' }).scrollIntoViewIfNeeded()
    await shot(visitor, 'polish-form-submit')
    errors.push(...visitorErrors.splice(0))
  })

  it('《隐私政策》 on that form is a link to the privacy policy page', async () => {
    if (!visitor.url().includes('/pages/form/index')) await goto(visitor, stack, `/pages/form/index?id=1&eventId=${summitId}`)
    const link = top(visitor).getByRole('link', { name: '《隐私政策》' })
    await link.waitFor({ timeout: 20000 })
    await link.click()
    await visitor.waitForURL(/link-content\/index\?keyword=privacy/, { timeout: 15000 })
    await top(visitor).getByText('我们收集的信息').waitFor({ timeout: 15000 })
    await shot(visitor, 'polish-privacy-policy')
    errors.push(...visitorErrors.splice(0))
  })
})

describe('promoter screens speak the promoter’s language (item 12)', () => {
  let promoter: Page

  before(async () => {
    promoter = await freshPhone(PROMOTER_PHONE, '/pages/promotion/index')
  })

  it('访问明细 and the access list show content titles and readable visitors, never paths or keys', async () => {
    for (const path of ['/pages/promotion/index', '/pages/my-promotion/index']) {
      if (path !== '/pages/promotion/index') await promoter.goto(`${stack.baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
      const rows = top(promoter).locator('.view-details__row')
      await rows.first().waitFor({ timeout: 20000 })
      const pages = await top(promoter).locator('.view-details__page').allTextContents()
      const names = await top(promoter).locator('.view-details__name').allTextContents()
      assert.ok(pages.length > 0)
      for (const p of pages) assert.doesNotMatch(p, /\/pages\//, `a raw path on ${path}: ${p}`)
      assert.ok(
        pages.some(p => p.includes('数字营销增长峰会')),
        `content title on ${path}: ${pages.join(' | ')}`
      )
      for (const n of names) assert.doesNotMatch(n, /^访客[\w-]{2,}$/, `a generated visitor key on ${path}: ${n}`)
      await rows.first().scrollIntoViewIfNeeded()
      await shot(promoter, `polish-${path.split('/')[2]}-access`)
    }
  })

  it('batch approval: 处理中… only after 确定, approved rows leave 待审核 and appear under 已通过', async () => {
    await promoter.goto(`${stack.baseUrl}/pages/promo/attendee/index?eventId=${summitId}`, { waitUntil: 'domcontentloaded' })
    const page = top(promoter)
    await page.getByRole('tab', { name: '待审核' }).click()
    const rows = page.locator('[data-testid^="attendee-"]')
    await rows.first().waitFor({ timeout: 20000 })
    const id = (await rows.first().getAttribute('data-testid')) as string
    await rows.first().getByRole('checkbox').click()
    await page.locator('[data-testid="selected-count"]', { hasText: '已选 1 人' }).waitFor()

    await page.locator('.attendee-audit__btn--approve').click()
    const confirmButton = promoter.locator('.taro-model__confirm').last()
    await confirmButton.waitFor({ state: 'visible', timeout: 10000 })
    // The dialog is open and nothing was confirmed yet: the button must not claim work is under way.
    assert.equal((await page.locator('.attendee-audit__btn--approve').textContent())?.trim(), '通过')
    const confirmColor = await confirmButton.evaluate(el => getComputedStyle(el).color)
    assert.equal(confirmColor, await themeRgb(promoter), '确定 in the theme colour, not WeChat green')
    await shot(promoter, 'polish-audit-confirm')
    await confirmButton.click()

    await page.locator(`[data-testid="${id}"]`).waitFor({ state: 'detached', timeout: 15000 })
    await shot(promoter, 'polish-audit-pending-after')
    await page.getByRole('tab', { name: '已通过' }).click()
    await page.locator(`[data-testid="${id}"]`).waitFor({ timeout: 15000 })
    const look = await buttonLook(promoter, '通过')
    assert.ok(look.height >= 44, `audit button height ${look.height}`)
  })
})
