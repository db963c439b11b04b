/**
 * A tap on a painted page before the app has taken it over is never lost (docs/first-paint.md "Taps before the
 * takeover"), on a slow phone: 400 kbps with 400 ms round trips, the CPU slowed 4×, a fresh context (cold cache).
 * Each case taps a control as soon as it is painted (about 2 s in), the painted view still up; a link navigates at once,
 * a control only the app can carry out shows pressed at once and is carried out after the takeover. The app's entry
 * script is held until the tap has been made, so the tap comes before the takeover however loaded the machine running
 * the test is (it then loads at the slow phone's pace). The cases run three at a time, one phone each (throttled pages
 * mostly wait; six at once, each at a quarter of a core, starved each other beside another test file).
 * The tap queue's rules (which control, the latest tap, keys): test/server/tap-queue.test.ts.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { PAGE_LOAD_FAILED } from '../../src/shared/first-paint'
import { newPhone, realErrors, shot, tookOver, topPage, until } from './harness'
import { waitForToast, watchToasts } from './journey-tools'
import { e2eSuite } from './suite'

const e2e = e2eSuite()

const EVENT = '/pages/event/index?id=30'
/**
 * How long a throttled phone may take to show a control, take over or carry a tap out: six of them run side by side,
 * at a quarter of a core's speed, on a machine that may be running another test file. A wait bounds a hang; it is
 * not a speed (the bench measures that).
 */
const PATIENCE = 60_000
const HOME = '/pages/index/index'

// The server paints each page once before the phones ask (its first paint loads the views and the sanitiser): what is
// measured is the phone, as a visitor of a page others have opened meets it.
before(async () => {
  await e2e.ready()
  await Promise.all([EVENT, HOME].map(appPath => fetch(`${e2e.stack.baseUrl}${appPath}`).then(res => res.text())))
})

/**
 * A fresh phone on the slow profile, at `appPath` as soon as its document has started to arrive. The app's entry script
 * of any page it opens comes once the early tap has been made and `hold` has settled.
 */
async function slowPhone(appPath: string, hold?: Promise<void>) {
  const { page, context, errors } = await newPhone(e2e.browser, undefined, { firstPaint: true })
  const toasts = await watchToasts(page)
  // The first control of the painted view shown pressed: its name, its opacity then, and whether the view was still up
  // (reported at once: the action it leads to may leave the page right after).
  let pressed: { name: string; opacity: string; painted: boolean } | null = null
  await page.exposeFunction('__pressed', (seen: typeof pressed) => (pressed ??= seen))
  await page.addInitScript(`
    new MutationObserver(function () {
      var el = document.querySelector('#fp [aria-busy="true"]')
      if (el) window.__pressed({
        name: el.getAttribute('aria-label') || el.textContent.trim(),
        opacity: getComputedStyle(el).opacity,
        painted: document.documentElement.classList.contains('fp-on')
      })
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
  `)
  const cdp = await context.newCDPSession(page)
  // The app's entry script waits until the tap has been made (only that request is paused: a page route would send
  // every request of the page through this process, which also runs the server).
  let release!: () => void
  const tapped = new Promise<void>(resolve => (release = resolve))
  cdp.on(
    'Fetch.requestPaused',
    ({ requestId }) => void Promise.all([tapped, hold]).then(() => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined))
  )
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/web/h/js/app.*.js', requestStage: 'Request' }] })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(`${e2e.stack.baseUrl}${appPath}`, { waitUntil: 'commit' })
  return {
    page,
    errors,
    toasts,
    pressed: () => pressed,
    /** Taps a painted control early (earlyTap), then lets the app's entry script come. */
    tap: async (control: Locator) => {
      await earlyTap(page, control)
      release()
    },
    /** Back to full speed: what happens after the takeover is not what is measured. */
    unthrottle: async () => {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    },
    close: () => context.close()
  }
}

/** A painted control: `selector` within the painted view, with `text` when its name is its text. */
const painted = (page: Page, selector: string, text?: string): Locator => {
  const all = page.locator(`#fp ${selector}`)
  return text ? all.filter({ hasText: text }) : all
}

/**
 * Taps a painted control as soon as it shows, checking that the app has not taken over yet. A touch at its centre, as a
 * finger does (a locator's tap would first wait for frames of the throttled page to check it).
 */
async function earlyTap(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: PATIENCE })
  const box = await control.boundingBox()
  assert.ok(box, 'the control is on screen')
  assert.ok(await page.evaluate(() => !!document.getElementById('fp') && document.documentElement.classList.contains('fp-on')), 'not taken over yet')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

interface QueuedCase {
  path: string
  /** The painted control, and its name (aria-label, else text). */
  control: (page: Page) => Locator
  name: string
  /** The screenshot of it pressed: screenshots/early-tap-<shot>-pressed.png. */
  shot: string
  /** Checks on the painted page before the tap. */
  before?: (page: Page) => Promise<void>
  /** What the tap comes to once the app has taken over. */
  outcome: (page: Page, toasts: () => Promise<string[]>) => Promise<void>
}

/** A queued control: tapped early, shown pressed at once (while the painted view is up), its action once the app has taken over. */
async function queued(c: QueuedCase): Promise<void> {
  const { page, errors, toasts, pressed, tap, unthrottle, close } = await slowPhone(c.path)
  const target = c.control(page)
  await target.waitFor({ state: 'visible', timeout: PATIENCE })
  assert.equal(await target.evaluate(el => el.tagName), 'DIV', `${c.name} waits for the app`)
  await c.before?.(page)
  await tap(target)
  await until(() => pressed() !== null, PATIENCE, `${c.name} pressed`)
  assert.deepEqual(pressed(), { name: c.name, opacity: '0.6', painted: true }, `${c.name} shows pressed before the takeover`)
  await shot(page, `early-tap-${c.shot}-pressed`).catch(() => undefined)
  await tookOver(page, PATIENCE)
  await unthrottle()
  await c.outcome(page, toasts).catch(async (error: Error) => {
    // What the phone shows when the action did not come to its end: where it is and which pages it holds.
    const state = await page
      .evaluate(() => ({
        url: location.href,
        painted: !!document.getElementById('fp'),
        pages: Array.from(
          document.querySelectorAll<HTMLElement>('.taro_page'),
          p => `${p.id} ${getComputedStyle(p).display}: ${(p.textContent || '').trim().slice(0, 60)}`
        )
      }))
      .catch(() => 'unreadable')
    throw new Error(`${error.message}\nthe phone then: ${JSON.stringify(state)}`)
  })
  assert.deepEqual(realErrors(errors), [])
  await close()
}

/** A new document has loaded (the early page's marker is gone) at `pathname`. */
async function newDocumentAt(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(p => !(window as unknown as { __early?: boolean }).__early && location.pathname === p, pathname, { timeout: PATIENCE })
}

describe('an early tap on a slow phone', { concurrency: 3 }, () => {
  it('event 30: 立即报名 is a link to the painted sign-up form, which takes what is typed before its app arrives', async () => {
    let typed!: () => void
    const { page, errors, tap, close } = await slowPhone(EVENT, new Promise<void>(resolve => (typed = resolve)))
    const signUp = painted(page, '.detail-bar__main', '立即报名')
    await signUp.waitFor({ state: 'visible', timeout: PATIENCE })
    assert.equal(await signUp.getAttribute('href'), '/web/h/pages/form/index?id=1&eventId=30')
    await page.evaluate(() => ((window as unknown as { __early: boolean }).__early = true))
    await tap(signUp)
    await newDocumentAt(page, '/web/h/pages/form/index')
    assert.match(page.url(), /[?&]eventId=30(&|$)/)
    // The form is painted and takes input while its app's entry script is held.
    const name = painted(page, 'form input[aria-label="姓名"]')
    await name.fill('张三', { timeout: PATIENCE })
    typed()
    await tookOver(page, PATIENCE)
    assert.equal(await topPage(page).locator('input[aria-label="姓名"]').inputValue(), '张三', 'what was typed is kept at the takeover')
    assert.deepEqual(realErrors(errors), [])
    await close()
  })

  it('event 30: 收藏 shows pressed, then stars or asks to sign in', () =>
    queued({
      path: EVENT,
      control: page => painted(page, '.detail-bar__btn[aria-label="收藏"]'),
      name: '收藏',
      shot: 'star',
      outcome: async page => {
        await page.waitForFunction(
          () => /\/web\/ca\/login/.test(location.href) || document.querySelector('#app [data-testid="star-button"]')?.getAttribute('aria-pressed') === 'true',
          null,
          { timeout: PATIENCE }
        )
      }
    }))

  it('event 30: 分享 shows pressed, then opens the share sheet', () =>
    queued({
      path: EVENT,
      control: page => painted(page, '.share-btn[aria-label="分享"]'),
      name: '分享',
      shot: 'share',
      outcome: page => topPage(page).getByRole('dialog').waitFor({ state: 'visible', timeout: PATIENCE })
    }))

  it('event 30: 返回 shows pressed, then goes home (no page of the app is behind a landing page); 首页 beside it is a link home', () =>
    queued({
      path: EVENT,
      control: page => painted(page, '.nav-bar__btn[aria-label="返回"]'),
      name: '返回',
      shot: 'back',
      before: async page => assert.equal(await painted(page, 'a.nav-bar__btn[aria-label="首页"]').getAttribute('href'), `/web/h${HOME}`),
      outcome: async page => {
        await page.waitForURL(url => url.pathname === `/web/h${HOME}`, { timeout: PATIENCE })
        await topPage(page).locator('.home-tabs').waitFor({ state: 'visible', timeout: PATIENCE })
      }
    }))

  it('home: 视频号 shows pressed, then says the web cannot open it', () =>
    queued({
      path: HOME,
      control: page => painted(page, '.nav-module__item[aria-label="视频号"]'),
      name: '视频号',
      shot: 'channels',
      outcome: (_page, toasts) => waitForToast(toasts, /视频号/).then(() => undefined)
    }))

  it('home: the quick entries and the tab bar are links; an early tap on 首页 loads home again', async () => {
    const { page, errors, tap, close } = await slowPhone(HOME)
    const tab = painted(page, '.home-tabs__tab', '首页')
    await tab.waitFor({ state: 'visible', timeout: PATIENCE })
    const hrefs = await page.evaluate(() =>
      Object.fromEntries(
        Array.from(document.querySelectorAll('#fp .nav-module__item, #fp .home-tabs__tab'), el => [
          el.getAttribute('aria-label') || el.querySelector('.home-tabs__label')?.textContent,
          el.getAttribute('href')
        ])
      )
    )
    assert.equal(hrefs['官方博客'], '/web/h/pages/web/index?src=https%3A%2F%2Fexample.com%2Fyuntu-blog')
    assert.equal(hrefs['客服热线'], 'tel:4008201234')
    assert.equal(hrefs['名片'], `/web/h${HOME}?tab=card`)
    assert.equal(hrefs['我的'], '/web/h/pages/account/index')
    assert.equal(hrefs['首页'], `/web/h${HOME}`)
    // only what the web cannot open waits for the app
    assert.deepEqual(
      Object.keys(hrefs).filter(name => !hrefs[name]),
      ['小程序', '视频号']
    )
    await page.evaluate(() => ((window as unknown as { __early: boolean }).__early = true))
    await tap(tab)
    await newDocumentAt(page, `/web/h${HOME}`)
    assert.deepEqual(realErrors(errors), [])
    await close()
  })
})

describe('a painted page whose app code does not arrive', () => {
  it('says so with 重试 instead of keeping a tap pressed for good; 重试 loads the page, and the app takes over', async () => {
    const { page, context } = await newPhone(e2e.browser, undefined, { firstPaint: true })
    let refuse = true
    const appScript = /\/web\/h\/js\/app\./
    await page.route(appScript, route => (refuse ? route.abort('internetdisconnected') : route.continue()))
    await page.goto(`${e2e.stack.baseUrl}${EVENT}`, { waitUntil: 'commit' })
    const star = page.locator('#fp [aria-label="收藏"]')
    await star.click()
    const notice = page.locator('#fp [role="alert"]').filter({ hasText: PAGE_LOAD_FAILED })
    await notice.waitFor({ timeout: PATIENCE })
    assert.equal(await page.locator('#fp [aria-busy="true"]').count(), 0, 'no control left pressed')
    await star.click()
    assert.equal(await page.locator('#fp [aria-busy="true"]').count(), 0, 'a tap after it is not kept')
    refuse = false
    await notice.getByRole('button', { name: '重试' }).click()
    await tookOver(page, PATIENCE)
    await context.close()
  })
})
