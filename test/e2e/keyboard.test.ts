/**
 * Issue #27 item 3, keyboard use: journeys with Tab, Shift+Tab, Enter, Space and Esc only, each from a fresh
 * browser context with no session, on the built app. Every control is reached by Tab in reading order, shows
 * a focus ring and acts on Enter/Space; the home popup, the side menu and a picker take focus, keep it, close
 * on Esc and give it back. Screenshots at 375 px of the focused states.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { summitTitle } from '../../server/seed/content'
import { api, newPhone, type OpenedPage, realErrors, shot, type Stack, startE2E, stopE2E, topPage, tookOver } from './harness'

let stack: Stack
let browser: Browser
let summitId = 0

before(async () => {
  ;({ stack, browser } = await startE2E())
  const events = await api<{ content: { id: number; title: string }[] }>(stack, '/open/v1/entityData/entityDataList?entityType=EVENT&page=1&size=50')
  summitId = events.content.find(e => e.title.includes('数字营销增长峰会'))?.id ?? 0
  assert.ok(summitId > 0, 'the demo summit exists')
})

after(() => stopE2E({ stack, browser }))

const SUMMIT = summitTitle()

/** A fresh phone with no session on `path`. */
async function visitor(path: string): Promise<OpenedPage> {
  const phone = await newPhone(browser)
  await phone.page.goto(`${stack.baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
  await tookOver(phone.page)
  return phone
}

/** What has keyboard focus: its role, its name (label or text) and whether a focus ring is drawn round it. */
interface Focused {
  role: string
  name: string
  ring: boolean
  inDialog: string | null
  testId: string | null
}

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    // A search field's ring is drawn round its pill (the field is a transparent 44 px box over it).
    const ringBox = (el.matches('input') && (el.closest('[role=search]') as HTMLElement | null)) || el
    const style = getComputedStyle(ringBox)
    // Controls filling a clipping box draw it inside, as a bordered ::after over their picture.
    const inside = getComputedStyle(ringBox, '::after')
    return {
      role: el.getAttribute('role') || el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') || el.textContent || '').trim(),
      ring:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (inside.borderTopStyle !== 'none' && parseFloat(inside.borderTopWidth) > 0),
      inDialog: (el.closest('[role=dialog]') as HTMLElement | null)?.getAttribute('aria-label') ?? null,
      testId: el.getAttribute('data-testid')
    }
  })
}

/** Presses Tab until the focused control's name matches `name` (at most `limit` presses); the names passed. */
async function tabTo(page: Page, name: RegExp, limit = 60): Promise<string[]> {
  const passed: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now) passed.push(now.name)
    if (now && name.test(now.name)) return passed
  }
  throw new Error(`Tab never reached ${name}; it passed ${passed.join(' | ')}`)
}

/** Home with its content in, and its marketing popup closed with Esc (it opens by itself on a first visit). */
async function homeReady(phone: OpenedPage): Promise<void> {
  const { page } = phone
  await topPage(page).getByText(SUMMIT).first().waitFor({ timeout: 30000 })
  await topPage(page).locator('.card-module').waitFor({ timeout: 20000 })
  const popup = page.locator('[data-testid="popup"]')
  const shows = await popup.waitFor({ state: 'visible', timeout: 8000 }).then(
    () => true,
    () => false
  )
  if (shows) {
    await page.waitForFunction(() => !!document.activeElement?.closest('[role=dialog]'))
    await page.keyboard.press('Escape')
    await popup.waitFor({ state: 'detached', timeout: 5000 })
  }
}

describe('keyboard journeys (issue #27 item 3)', () => {
  it('home: Tab visits every link and button in reading order, each with a focus ring; Enter opens a card', async () => {
    const phone = await visitor('/pages/index/index')
    const { page } = phone
    await homeReady(phone)
    // The controls a finger can tap on the visible page, in document (reading) order, each numbered.
    const count = await topPage(page).evaluate((top: Element) => {
      const controls = Array.from(
        top.querySelectorAll<HTMLElement>('[role=button],[role=link],[role=tab],[role=menuitem],a[href],input,textarea,button')
        // (the skip link, out of sight until focused, has a journey of its own below)
      ).filter(el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.classList.contains('page__skip'))
      controls.forEach((el, i) => (el.dataset.kb = String(i)))
      return controls.length
    })
    assert.ok(count >= 40, `home shows ${count} controls`)
    const order: number[] = []
    const withoutRing: string[] = []
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab')
      const index = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset?.kb ?? null)
      if (index === null) break
      if (order.length && Number(index) === order[0]) break
      order.push(Number(index))
      const now = await focused(page)
      if (!now?.ring) withoutRing.push(now?.name || `#${index}`)
      if (i === 2) await shot(page, 'keyboard-home-focus')
    }
    assert.deepEqual(
      order,
      Array.from({ length: count }, (_, i) => i),
      'Tab reaches every control once, in reading order'
    )
    assert.deepEqual(withoutRing, [], 'every focused control shows a focus ring')

    // From the top of a fresh page the first Tab is 跳到主要内容, in sight once focused; Enter moves focus past the
    // navigation to the content, so the next Tabs start there.
    await page.reload({ waitUntil: 'domcontentloaded' })
    await homeReady(phone)
    // (focus comes back from the popup onto the page, after the link: step back onto it from the first control)
    await tabTo(page, /打开菜单/)
    await page.keyboard.press('Shift+Tab')
    const skip = await focused(page)
    assert.equal(skip?.name, '跳到主要内容')
    assert.ok(skip?.ring, 'the skip link shows a focus ring')
    const box = await page.locator('.page__skip:focus').boundingBox()
    assert.ok(box && box.x >= 0 && box.y >= 0, 'the focused skip link is on screen')
    await shot(page, 'keyboard-skip-link')
    await page.keyboard.press('Enter')
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[data-main], .page__body')), 'focus moved to the content')

    // Then Enter on the summit's card opens its detail page.
    await tabTo(page, new RegExp(SUMMIT.replace(/[()（）]/g, '.')))
    assert.equal((await focused(page))?.testId, 'content-card')
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/pages/event/index\\?id=${summitId}`), { timeout: 15000 })
    await topPage(page).getByText('立即报名').first().waitFor({ timeout: 20000 })

    // Tab on to 立即报名: the sign-up form's code is asked for while the visitor uses the page, before the Enter that
    // opens it (src/services/platform/page-prefetch.h5.ts).
    const manifest = (await (await fetch(`${stack.baseUrl}/route-manifest.json`)).json()) as { routes: Record<string, string[]> }
    const formCode = manifest.routes['pages/form/index'].filter(file => file.endsWith('.js')).pop()!
    const asked = page.waitForRequest(request => request.url().endsWith(formCode), { timeout: 20000 })
    await tabTo(page, /^立即报名$/)
    await asked
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/pages/form/index\\?id=\\d+&eventId=${summitId}`), { timeout: 15000 })
    await topPage(page).locator('input[aria-label="姓名"]').waitFor({ timeout: 20000 })
    await phone.context.close()
  })

  it('home popup: takes focus as it shows, keeps Tab inside, closes on Esc; Tab then starts at the top', async () => {
    const phone = await visitor('/pages/index/index')
    const { page } = phone
    const popup = page.locator('[data-testid="popup"]')
    await popup.waitFor({ state: 'visible', timeout: 30000 })
    await page.waitForFunction(() => !!document.activeElement?.closest('[role=dialog]'))
    const dialog = (await focused(page))?.inDialog
    assert.ok(dialog, 'focus is in the popup')
    await shot(page, 'keyboard-popup')
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      assert.equal((await focused(page))?.inDialog, dialog, `${key} stays in the popup`)
    }
    await page.keyboard.press('Escape')
    await popup.waitFor({ state: 'detached', timeout: 5000 })
    // Focus goes back where it was before the popup took it (the page itself): the next Tab is the first control.
    await page.keyboard.press('Tab')
    assert.equal((await focused(page))?.name, '打开菜单')
    await phone.context.close()
  })

  it('side menu: opens on Enter and Space, takes focus, traps Tab, closes on Esc back onto its button; Enter opens an item', async () => {
    const phone = await visitor('/pages/index/index')
    const { page } = phone
    await homeReady(phone)
    await page.keyboard.press('Tab')
    assert.equal((await focused(page))?.name, '打开菜单')
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog')
    await menu.waitFor({ timeout: 5000 })
    const inMenu = await focused(page)
    assert.ok(inMenu?.inDialog, 'focus moved into the menu')
    assert.equal(inMenu?.name, '关闭')
    const items = await menu.getByRole('menuitem').count()
    assert.ok(items > 0, 'the menu has items')
    await shot(page, 'keyboard-menu')
    // × and every item, then round to × again: focus never leaves the menu.
    const names: string[] = []
    for (let i = 0; i < items + 1; i++) {
      await page.keyboard.press('Tab')
      const now = await focused(page)
      assert.ok(now?.inDialog, `Tab ${i + 1} stays in the menu`)
      names.push(now!.name)
    }
    assert.equal(names[names.length - 1], '关闭', 'Tab wraps round to the first control')
    await page.keyboard.press('Shift+Tab')
    assert.equal((await focused(page))?.name, names[names.length - 2], 'Shift+Tab wraps round to the last item')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached', timeout: 5000 })
    assert.equal((await focused(page))?.name, '打开菜单', 'focus is back on the menu button')

    // Space opens it too; Enter on an item opens that item's page.
    await page.keyboard.press('Space')
    await menu.waitFor({ timeout: 5000 })
    const url = page.url()
    await page.keyboard.press('Tab')
    const item = (await focused(page))!.name
    await page.keyboard.press('Enter')
    await menu.waitFor({ state: 'detached', timeout: 5000 })
    await page.waitForURL(u => u.toString() !== url, { timeout: 15000 })
    assert.notEqual(page.url(), url, `${item} opened its page`)
    await phone.context.close()
  })

  it('event sign-up form: Tab reaches 获取验证码, 《隐私政策》 and 提交报名, and Space/Enter work them', async () => {
    const phone = await visitor(`/pages/form/index?id=1&eventId=${summitId}`)
    const { page } = phone
    await topPage(page).getByText('提交报名').first().waitFor({ timeout: 30000 })
    const toSend = await tabTo(page, /^获取验证码$/)
    assert.ok(toSend.includes('姓名') || toSend.some(n => /姓名/.test(n)), `the fields come first: ${toSend.join(' | ')}`)
    assert.ok((await focused(page))?.ring, '获取验证码 shows a focus ring (Taro drops the outline of its buttons on :focus)')
    // Space sends the code: with no phone typed the form says so and puts focus on the phone field.
    await page.keyboard.press('Space')
    await topPage(page).getByText('请先填写手机号').waitFor({ timeout: 10000 })
    assert.match((await focused(page))?.name || '', /手机号/)
    await tabTo(page, /^《隐私政策》$/)
    const link = await focused(page)
    assert.equal(link?.role, 'link')
    assert.ok(link?.ring, '《隐私政策》 shows a focus ring')
    await tabTo(page, /^提交报名$/, 3)
    assert.ok((await focused(page))?.ring, '提交报名 shows a focus ring')
    await shot(page, 'keyboard-form-submit')
    // Enter submits: the empty form answers with what to fill in.
    await page.keyboard.press('Enter')
    await topPage(page).getByText('请填写姓名').first().waitFor({ timeout: 10000 })
    // Back to 《隐私政策》 and Enter opens the policy.
    await tabTo(page, /^《隐私政策》$/)
    await page.keyboard.press('Enter')
    await page.waitForURL(/link-content\/index\?keyword=privacy/, { timeout: 15000 })
    await topPage(page).getByText('我们收集的信息').waitFor({ timeout: 15000 })
    await phone.context.close()
  })

  it("a date: Tab reaches the browser's date input over the field, ringed round the field's box; the arrows pick a day, × empties it", async () => {
    const phone = await visitor('/pages/form/index?id=2')
    const { page, errors } = phone
    await topPage(page)
      .getByText(/《隐私政策》/)
      .first()
      .waitFor({ timeout: 30000 })
    await tabTo(page, /^期望演示日期/)
    // The web's date is the browser's own input (controls.h5.tsx), unseen over the box that shows the day: the ring goes
    // round that box.
    const control = await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement
      const box = getComputedStyle(input.nextElementSibling as Element)
      return { type: input.type, ring: box.outlineStyle !== 'none' && parseFloat(box.outlineWidth) > 0 }
    })
    assert.deepEqual(control, { type: 'date', ring: true })
    await shot(page, 'keyboard-date')
    // Space and Enter open the browser's picker (not drawn in the page): nothing is picked by them, nothing fails.
    await page.keyboard.press('Space')
    await page.keyboard.press('Escape')
    assert.equal((await focused(page))?.name, '期望演示日期：请选择期望演示日期')
    // The arrows step each part of the day (in the browser's own order of year, month and day): with all three set, the
    // field shows that day and its name says it.
    for (const key of ['ArrowUp', 'ArrowRight', 'ArrowUp', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key)
    const day = await page.evaluate(() => (document.activeElement as HTMLInputElement).value)
    assert.match(day, /^\d{4}-\d{2}-\d{2}$/)
    await page.waitForFunction(name => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') === name, `期望演示日期：${day}`)
    assert.equal((await topPage(page).locator('.form-date').textContent())?.trim(), day)
    // × comes next in the Tab order (after the input's own parts) and empties the field again.
    await tabTo(page, /^清除期望演示日期$/, 4)
    await page.keyboard.press('Enter')
    await topPage(page).locator('.form-field__picker--empty', { hasText: '请选择期望演示日期' }).waitFor({ timeout: 5000 })
    assert.deepEqual(realErrors(errors), [])
    await phone.context.close()
  })
})
