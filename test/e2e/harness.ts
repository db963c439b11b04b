/**
 * Browser-test harness: the built H5 app served by the real local server on a free port with a
 * temporary database, driven by Debian's Chromium through playwright-core.
 *
 *   let stack: Stack
 *   let browser: Browser
 *   before(async () => ({ stack, browser } = await startE2E()))   // builds the app if stale, starts the server and Chromium
 *   after(() => stopE2E({ stack, browser }))
 *
 *   const { page, errors } = await openPage(browser, stack, '/pages/index/index')   // a fresh phone, no session
 *   const member = await signedInPhone(browser, stack, MEMBER_PHONE, '/pages/account/index')
 *   await shot(page, 'home')                                     // screenshots/home.png
 *   const list = await api<Page<Row>>(stack, '/open/v1/…')       // the public API, anonymously
 *   await typeInto(page, '手机号', '13800000000')                   // like a person, key by key
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import type { ExtensionName } from '../../types/contract'
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, shared with scripts/node-tests.mjs
const { chromiumLaunchOptions } = require('./chromium.cjs') as { chromiumLaunchOptions(): Parameters<typeof chromium.launch>[0] }

const ROOT = path.resolve(__dirname, '..', '..')
export const SCREENSHOT_DIR = path.join(ROOT, 'screenshots')
export const MEMBER_PHONE = '13800000000'
export const PROMOTER_PHONE = '13800000001'
export const SMS_CODE = '123456'
/** The phones the journeys sign in or verify with SMS_CODE: the demo people and the fixtures' numbers. */
const E2E_FIXED_PHONES = ['13800000000', '13800000001', '13800000002', '13811113333', '13912345678', '13711112222', '13612345678']

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, shared with scripts/test.mjs
const { ensureBuilt, H5_DIR } = require('../../scripts/build.cjs') as { ensureBuilt(names: string[]): void; H5_DIR: string }

/**
 * The production H5 build the tests run against (E2E_STATIC_DIR names another, else dist/h5) and the painted views the
 * server loads at start, each built when stale.
 */
function ensureBuild(): string {
  ensureBuilt(process.env.E2E_STATIC_DIR ? ['ssr'] : ['h5', 'ssr'])
  return process.env.E2E_STATIC_DIR ? path.resolve(process.env.E2E_STATIC_DIR) : H5_DIR
}

export interface Stack {
  baseUrl: string
  origin: string
  port: number
  dataDir: string
  /**
   * Moves the server's clock forward by `ms` (on top of the stack's own `now`): what a visitor would wait for (the demo
   * messenger counting a contact as added a few seconds after its code showed) comes at once, and not before.
   */
  advanceClock(ms: number): void
  /** Stops the server only (the "server down" case); startServer() brings it back on the same port. */
  stopServer(): Promise<void>
  startServer(): Promise<void>
  stop(): Promise<void>
}

interface ServerLike {
  listen(opts: { port: number; host: string }): Promise<string>
  close(): Promise<void>
  server: { address(): unknown }
}

/** What a browser file may change about its server: features beyond the specification, the server's clock. */
interface StackOptions {
  dataDir?: string
  /** The extensions the server offers (default all; `[]` is EXTENSIONS=none). */
  extensions?: ExtensionName[]
  /** The server's clock (default Date.now): a journey moves it to see what time-based rules do. */
  now?: () => number
  /** The pause between an AI answer's streamed chunks (default 5 ms: the journeys see it arrive, quickly). */
  aiStreamDelayMs?: number
}

/**
 * Builds (if needed) and serves the app with a fresh temporary database; `extensions: []` serves exactly the
 * specification (EXTENSIONS=none: every feature beyond it hidden).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const staticDir = ensureBuild()
  let dataDir = options.dataDir
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- with the server, loaded only when a stack starts
    const { copySeededDatabase } = require('../server/support/seeded-db') as typeof import('../server/support/seeded-db')
    copySeededDatabase(dataDir)
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server (and better-sqlite3) loads only when a stack starts
  const { buildServer } = require(path.join(ROOT, 'server', 'app')) as {
    buildServer(opts: {
      dataDir: string
      staticDir: string
      logger?: boolean
      smsFixedCode?: string
      devEndpoints?: boolean
      extensions?: ExtensionName[]
      now?: () => number
      aiStreamDelayMs?: number
      print?: (line: string) => void
      security?: { smsFixedPhones?: string[]; visitorsPerIpPerHour?: number; smsPerIpPerHour?: number; smsFailuresPerIpPerHour?: number }
    }): Promise<ServerLike>
  }
  let server: ServerLike | null = null
  let port = 0
  let skew = 0
  const clock = options.now ?? Date.now
  const start = async () => {
    // devEndpoints: the journeys read /api/dev/analytics (off in a plain `npm start`).
    // extensions: every one unless the journey asks for a server with fewer ([]: exactly the specification).
    server = await buildServer({
      dataDir,
      staticDir,
      logger: false,
      smsFixedCode: SMS_CODE,
      devEndpoints: true,
      extensions: options.extensions,
      now: () => clock() + skew,
      // An answer still streams in chunks (the journeys see it arrive), at a fifth of the demo's pace.
      aiStreamDelayMs: options.aiStreamDelayMs ?? 5,
      print: () => undefined,
      // Every test browser is a new visitor from 127.0.0.1: the per-address limits are lifted (a journey tests them
      // itself); the fixed code signs in the demo people and the fixture phones the journeys use.
      security: { smsFixedPhones: E2E_FIXED_PHONES, visitorsPerIpPerHour: 100_000, smsPerIpPerHour: 100_000, smsFailuresPerIpPerHour: 100_000 }
    })
    await server.listen({ port, host: '127.0.0.1' })
    port = (server.server.address() as { port: number }).port
  }
  await start()
  const origin = `http://127.0.0.1:${port}`
  return {
    get baseUrl() {
      return `${origin}/web/h`
    },
    origin,
    port,
    dataDir,
    advanceClock: ms => {
      skew += ms
    },
    stopServer: async () => {
      if (server) await server.close()
      server = null
    },
    startServer: start,
    stop: async () => {
      if (server) await server.close().catch(() => undefined)
      server = null
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * The browser a test file drives: the worker's own Chromium when scripts/node-tests.mjs started one (E2E_BROWSER_WS;
 * files run on the same worker share it, each test in contexts of its own), else a Chromium of the file's own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS
  return shared ? chromium.connect(shared) : chromium.launch(chromiumLaunchOptions())
}

export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** Uncaught page errors and console errors seen so far. */
  errors: string[]
}

/**
 * A phone-sized context (375×667 by default, touch, zh-CN) with its own cookies. Landing pages come as visitors
 * get them (issue #28): the server-painted first view, then the app's takeover; openPage, goto and loginAs wait
 * for the takeover, so a journey acts on the app's page. `firstPaint: false` asks for the plain shell
 * ("X-First-Paint: off") where a journey needs one copy of the page from the first byte (say why there).
 */
export async function newPhone(
  browser: Browser,
  size: { width: number; height: number } = { width: 375, height: 667 },
  options: { firstPaint?: boolean; timezoneId?: string } = {}
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    extraHTTPHeaders: options.firstPaint === false ? { 'X-First-Paint': 'off' } : {},
    timezoneId: options.timezoneId,
    viewport: size,
    // Layout is in CSS pixels either way; one device pixel per CSS pixel rasterises a quarter of the pixels of a
    // phone's 2× screen (software rendering here), so screenshots are 375 px wide.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', e => errors.push(`pageerror: ${e.message}`))
  page.on('console', msg => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`)
  })
  return { context, page, errors }
}

/**
 * After a full page load of a landing page: the app has taken the painted view over (it removes #fp), so the page
 * holds one copy of each control. A page without a painted view passes at once.
 */
export async function tookOver(page: Page, timeout = 30000): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('fp'), null, { timeout })
}

/**
 * Painted pages on this phone ship no query answers in their boot data (as a page over the size cap does:
 * docs/first-paint.md "Boot data"), so the app asks the API for its list or detail: for journeys that fake or
 * fail those answers.
 */
export async function withoutShippedAnswers(page: Page): Promise<void> {
  await page.route(/\/web\/h\/(pages\/[^?]*)?(\?.*)?$/, async route => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const body = (await response.text()).replace(/(<script type="application\/json" id="boot-data">)([\s\S]*?)(<\/script>)/, (_all, open, json, close) => {
      const boot = JSON.parse(json) as { queries?: unknown }
      delete boot.queries
      return open + JSON.stringify(boot).replace(/</g, '\\u003c') + close
    })
    // (the text is decoded: the answer's encoding and length no longer apply)
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)))
    await route.fulfill({ response, body, headers })
  })
}

/** Opens an app path (e.g. '/pages/index/index?x=1') in a new phone context, past the painted view's takeover. */
export async function openPage(
  browser: Browser,
  stack: Stack,
  appPath: string,
  size?: { width: number; height: number },
  options: { firstPaint?: boolean } = {}
): Promise<OpenedPage> {
  const phone = await newPhone(browser, size, options)
  await phone.page.goto(`${stack.baseUrl}${appPath}`, { waitUntil: 'domcontentloaded' })
  await tookOver(phone.page)
  return phone
}

/** Navigates an existing page to an app path, past the painted view's takeover. */
export async function goto(page: Page, stack: Stack, appPath: string): Promise<void> {
  await page.goto(`${stack.baseUrl}${appPath}`, { waitUntil: 'domcontentloaded' })
  await tookOver(page)
}

/**
 * Signs in through the server's login page with phone + SMS code, returning to returnPath
 * (an app path such as /pages/account/index).
 */
export async function loginAs(page: Page, stack: Stack, phone: string, returnPath = '/pages/account/index'): Promise<void> {
  const returnUrl = `/web/h${returnPath}`
  await page.goto(`${stack.origin}/web/ca/login?returnUrl=${encodeURIComponent(returnUrl)}`, { waitUntil: 'domcontentloaded' })
  await page.locator('input[name="cellphone"]').fill(phone)
  await page.locator('input[name="code"]').fill(SMS_CODE)
  // Back in the app once its HTML has been parsed: the journey needs the app, not the document's load event (a busy
  // machine once held that past 15 s while the app itself had started).
  await Promise.all([
    page.waitForURL(url => url.pathname.startsWith('/web/h'), { timeout: 15000, waitUntil: 'domcontentloaded' }),
    page.locator('form [type="submit"]').click()
  ])
  await tookOver(page)
  // Signed in once the app's start-up sign-in has stored the account key (a painted page can be taken over before it).
  await page.waitForFunction(() => !!localStorage.getItem('accountKey'), null, { timeout: 15000 })
}

/**
 * A fresh phone (its own cookies, no session) signed in as `cellphone` through the login page, which brings it back
 * to `appPath`: how a journey of a signed-in visitor starts.
 */
export async function signedInPhone(
  browser: Browser,
  stack: Stack,
  cellphone: string,
  appPath: string,
  options: { firstPaint?: boolean; timezoneId?: string } = {}
): Promise<OpenedPage> {
  const phone = await newPhone(browser, undefined, options)
  await loginAs(phone.page, stack, cellphone, appPath)
  return phone
}

/** A screenshot in screenshots/<name>.png (the folder the README names; not committed). */
export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9_-]/gi, '_')}.png`)
  await page.screenshot({ path: file, fullPage: false })
  return file
}

/** Errors that say something is wrong with the page (favicon and aborted requests are not). */
export function realErrors(errors: string[]): string[] {
  return errors.filter(e => !/favicon|net::ERR_ABORTED|ERR_CONNECTION_REFUSED|Failed to load resource/i.test(e))
}

/** What one browser test file runs against: the stack (a fresh database) and one Chromium. */
interface E2E {
  stack: Stack
  browser: Browser
}

/**
 * The setup every browser file shares, in two lines:
 *
 *   before(async () => ({ stack, browser } = await startE2E()))
 *   after(() => stopE2E({ stack, browser }))
 */
export async function startE2E(options: Omit<StackOptions, 'dataDir'> = {}): Promise<E2E> {
  const stack = await startStack(options)
  return { stack, browser: await launchBrowser() }
}

/** Closes the browser, then stops the server and removes its database (what started, if setup failed half-way). */
export async function stopE2E(e2e: Partial<E2E>): Promise<void> {
  await e2e.browser?.close()
  await e2e.stack?.stop()
}

/** A public API call (`/open/…`, `/ca-open/…`) as an anonymous client; fails the test unless the envelope says 200. */
export async function api<T>(stack: Stack, apiPath: string): Promise<T> {
  const res = await fetch(`${stack.origin}/api${apiPath}`)
  const body = (await res.json()) as { code: number; data: T; message: string }
  if (body.code !== 200) throw new Error(`${apiPath}: ${body.code} ${body.message}`)
  return body.data
}

/**
 * An API call as the visitor signed in on `page` (the token the app keeps in localStorage), from inside
 * the page so cookies and origin are the app's. Envelope codes 200 and 209 pass; others throw.
 */
export async function callApi<T>(page: Page, method: string, apiPath: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const raw = localStorage.getItem('accountKey') || ''
      let token = raw
      try {
        const parsed = JSON.parse(raw)
        token = typeof parsed === 'string' ? parsed : (parsed?.data ?? raw)
      } catch {
        // stored as plain text
      }
      const res = await fetch(apiPath, {
        method,
        headers: { 'Authorization-Ca': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined
      })
      const envelope = await res.json()
      if (envelope.code !== 200 && envelope.code !== 209) throw new Error(`${envelope.code} ${envelope.message}`)
      return envelope.data
    },
    { method, apiPath, body }
  ) as Promise<T>
}

/** The visible Taro page: earlier pages of the stack stay in the DOM, hidden. */
export const topPage = (page: Page) => page.locator('.taro_page:visible').last()

/**
 * Two taps in the same task, the way a double tap reaches a slow phone's page: the second arrives before anything
 * the first started has answered. (Playwright's dblclick sends its clicks as separate round trips; on a loaded
 * machine the first request can finish between them and the second click lands on whatever replaced the button.)
 */
export async function doubleTap(target: Locator): Promise<void> {
  await target.waitFor()
  await target.evaluate((el: HTMLElement) => {
    el.click()
    el.click()
  })
}

/** The input or textarea labelled `label` on the visible page. */
const field = (page: Page, label: string) => topPage(page).locator(`input[aria-label="${label}"], textarea[aria-label="${label}"]`)

/** Ticks a form's agreement box by its words, not the 《隐私政策》 link beside them (that opens the policy page). */
export async function tickAgreement(page: Page): Promise<void> {
  await topPage(page)
    .getByText(/^我已阅读并同意/)
    .last()
    .click({ position: { x: 6, y: 8 } })
}

/** Types like a person (key events), so Taro's input sees every keystroke. */
export async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const input = field(page, label)
  await input.click()
  await input.fill('')
  await input.pressSequentially(value, { delay: 5 })
}

/**
 * Closes home's marketing popup with its × when the site pushes one. It is in the DOM right after its
 * answer (waited for up to `within` ms) and shows once its image has loaded, which on a cold server can
 * take a while: wait for that before tapping.
 */
export async function closePopupIfShown(page: Page, within = 1500): Promise<void> {
  const popup = page.locator('[data-testid="popup"]')
  const there = await popup.waitFor({ state: 'attached', timeout: within }).then(
    () => true,
    () => false
  )
  if (!there) return
  await popup.waitFor({ state: 'visible', timeout: 15000 })
  await page.getByRole('button', { name: '关闭弹窗' }).click()
  await popup.waitFor({ state: 'detached', timeout: 5000 })
}

/**
 * Polls a Node-side condition (an array of captured requests, a stored row…) every 50 ms until it holds: a wait for
 * a condition, not for time. Throws naming `what` when `timeoutMs` passes first.
 */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10000, what = 'a condition'): Promise<void> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

/**
 * Waits until no CSS animation or transition is running (those that loop forever, spinners and skeletons, never end
 * and are ignored): a screenshot shows the end state rather than a frame half-way.
 */
export async function animationsDone(page: Page, timeoutMs = 5000): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every(a => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: timeoutMs }
  )
}

/** Two animation frames and a task: the browser has laid out, painted and run the handlers of the last change (a scroll, a hover). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>(resolve => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))))
}

/** Waits until every image on the page has loaded or failed (its onload/onerror handlers have run). */
export async function imagesSettled(page: Page, timeoutMs = 10000): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every(img => img.complete), undefined, { timeout: timeoutMs })
}
