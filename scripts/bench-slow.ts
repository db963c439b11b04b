/**
 * `npm run bench -- --slow [--runs=N] [--pages=a,b]`: the landing pages on a slow phone, against the empty Taro app
 * (bench/baseline, built when missing) in the same run, then the latency of a few interactions. Not part of CI: the
 * figures depend on the machine; read the ratios.
 *
 * Loads: Chromium at 375 px (the e2e harness's phone), 400 kbps down and up, 400 ms round trips, the CPU slowed 4×
 * (CDP), a fresh context per load (cold cache). Rounds are interleaved: in each, the empty app is loaded before
 * every fourth page, so a change in the machine's load hits both. Each load records
 * - FCP (the paint entry);
 * - usable: the page's primary action is tapped at the same spot every 250 ms from 1 s after navigation until a tap
 *   takes effect (a painted control shows pressed, a link or the app navigates, a dialog opens, a typed character
 *   lands); the time the tap that took effect was made (its touchstart), i.e. the last tap dispatched before the
 *   effect. Links are not followed, so the same load also gives
 * - takeover: when the app removed the painted view (`#fp`, src/services/platform/first-paint.h5.ts).
 * For the empty app, usable and takeover are when its page has rendered (nothing is painted before it).
 * Then Lighthouse (devtools throttling with the same values, 375 px) gives LCP and TBT for the page and the empty app.
 *
 * Interactions: Event Timing (`event` entries, durationThreshold 16) at 4× CPU, unthrottled network, the page taken
 * over and settled; the longest entry of the interaction (of every keystroke for typing); medians of the runs.
 *
 * Prints the tables and writes .cache/bench-slow.json. `--pages=` names pages ("event 30") and interactions (by the start of
 * their name: "home:"); `--no-lighthouse`, `--no-interactions`, `--only-interactions`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import * as chromeLauncher from 'chrome-launcher'
import { chromeLauncherOptions } from '../test/e2e/chromium.cjs'
import { closePopupIfShown, launchBrowser, MEMBER_PHONE, newPhone, signedInPhone, startStack, tookOver, topPage, type Stack } from '../test/e2e/harness'
import { latency, markdownTable, median, parseSlowOptions, ratio, seconds, spread, textTable, times, withSpread, type SlowOptions } from './bench-stats'

const ROOT = path.resolve(__dirname, '..')
const BASELINE_DIR = path.join(ROOT, 'dist', 'baseline')
const OUT = path.join(ROOT, '.cache', 'bench-slow.json')

/** The slow phone: 400 kbps each way, 400 ms round trips, a 4× slower CPU. */
const SLOW = { latencyMs: 400, kbps: 400, cpu: 4 }
const FIRST_TAP_MS = 1000
const TAP_EVERY_MS = 250
const GIVE_UP_MS = 30000
/** The empty app is loaded before every BASELINE_EVERY pages of a round. */
const BASELINE_EVERY = 4

interface SlowPage {
  name: string
  /** App path, e.g. /pages/event/index?id=30. */
  path: string
  /** The primary action: selectors tried in turn, in the painted view (then in the app when nothing is painted). */
  controls: string[]
  /** The action is typing: a tap on the field, then a character. */
  type?: boolean
}

interface LoadRun {
  fcp: number | null
  usable: number | null
  /** How the tap took effect: pressed, link, navigate, dialog, typed. */
  effect: string | null
  /** Taps made up to the effect. */
  taps: number
  takeover: number | null
  /** The app's page has rendered (its `.taro_page` has content), painted view or not. */
  appReady: number | null
  lcp: number | null
  tbt: number | null
}

const detail = (route: string, id: number) => `/pages/${route}/index?id=${id}`
const BAR_MAIN = '.detail-bar__main'
const STAR = '[data-testid="star-button"]'
const CARD = '[data-testid="content-card"]'

/** The measured pages: landing and campaign pages, and the painted routes a link opens (lists and details). */
async function slowPages(stack: Stack): Promise<SlowPage[]> {
  const first = async (type: string) => {
    const res = await fetch(`${stack.origin}/api/open/v1/entityData/entityDataList?entityType=${type}&page=1&size=1`)
    return ((await res.json()) as { data: { content: { id: number }[] } }).data.content[0]?.id ?? 1
  }
  const lists = ['article', 'event', 'course', 'material', 'case', 'product', 'video']
  const details: [string, string][] = [
    ['video', 'VIDEO'],
    ['course', 'COURSE'],
    ['material', 'FILEDOWNLOAD'],
    ['case', 'CUSTOMER_CASE'],
    ['product', 'PRODUCT_INTRODUCTION']
  ]
  return [
    { name: 'home', path: '/pages/index/index', controls: ['.banner-module__slide', '.nav-module__item', CARD] },
    { name: 'event 30', path: detail('event', 30), controls: [BAR_MAIN] },
    { name: 'article', path: detail('article', await first('ARTICLE')), controls: [STAR, BAR_MAIN] },
    { name: 'lead form 2', path: '/pages/form/index?id=2', controls: ['input[type="text"]', 'input:not([type])'], type: true },
    { name: 'lottery', path: '/pages/lottery/index', controls: ['.lottery-board__go'] },
    { name: 'AI chat', path: '/pages/ai/index', controls: ['.ai-chat__chip'] },
    ...lists.map(kind => ({ name: `${kind} list`, path: `/pages/${kind}-list/index`, controls: [CARD] })),
    ...(await Promise.all(details.map(async ([route, type]) => ({ name: route, path: detail(route, await first(type)), controls: [BAR_MAIN, STAR, CARD] }))))
  ]
}

/**
 * In every document of a measured load: reports FCP, the app's page rendered, the painted view's removal, each tap
 * (its touchstart's time) and the first effect of a tap, through window.__bench(kind, ms since navigation, detail).
 * A painted link's click is reported and not followed, so the load goes on to its takeover.
 */
const PROBE = (controls: string[]) => `(() => {
  const report = (kind, t, detail) => window.__bench && window.__bench(kind, t, detail || '')
  const controls = ${JSON.stringify(controls.join(','))}
  let taps = 0, lastTap = null, done = false
  const effect = kind => { if (done || lastTap === null) return; done = true; report('effect', lastTap, kind + ' ' + taps) }
  new PerformanceObserver(list => list.getEntries().forEach(e => e.name === 'first-contentful-paint' && report('fcp', e.startTime))).observe({ type: 'paint', buffered: true })
  addEventListener('touchstart', e => { taps++; lastTap = e.timeStamp }, { capture: true, passive: true })
  addEventListener('click', e => {
    const link = e.target.closest && e.target.closest('a[href]')
    if (!link || e.defaultPrevented || lastTap === null) return
    e.preventDefault()
    effect('link')
  })
  addEventListener('input', e => { if (e.target.value) effect('typed') }, true)
  addEventListener('pagehide', () => effect('navigate'))
  for (const m of ['pushState', 'replaceState']) {
    const orig = history[m]
    history[m] = function (state, title, url) {
      if (url && new URL(url, location.href).pathname !== location.pathname) effect('navigate')
      return orig.apply(this, arguments)
    }
  }
  let painted = false, ready = false
  new MutationObserver(records => {
    if (document.getElementById('fp')) painted = true
    else if (painted) { painted = false; report('takeover', performance.now()) }
    if (!ready) { const p = document.querySelector('#app .taro_page'); if (p && p.textContent.trim()) { ready = true; report('appReady', performance.now()) } }
    for (const r of records) {
      const el = r.target
      if (r.type === 'attributes' && el.getAttribute('aria-busy') === 'true' && el.matches && (el.matches('#fp .fp-wait') || (controls && el.matches(controls)))) effect('pressed')
      r.addedNodes && r.addedNodes.forEach(n => n.matches && n.matches('[role="dialog"], [role="alertdialog"], .taro__toast, .taro-toast') && effect('dialog'))
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] })
})()`

async function throttle(cdp: CDPSession, network: boolean): Promise<void> {
  if (network) {
    await cdp.send('Network.enable')
    const bytes = (SLOW.kbps * 1000) / 8
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW.latencyMs, downloadThroughput: bytes, uploadThroughput: bytes })
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpu })
}

/** Where to tap: the centre of the first control on screen, from an unthrottled load (the painted view, else the app). */
async function controlSpot(browser: Browser, stack: Stack, page: SlowPage): Promise<Spot> {
  const phone = await newPhone(browser)
  try {
    await phone.page.goto(`${stack.baseUrl}${page.path}`, { waitUntil: 'domcontentloaded' })
    for (const scope of ['#fp', '#app']) {
      if (scope === '#app') await tookOver(phone.page)
      for (const selector of page.controls) {
        const spot = await phone.page.evaluate(
          ([css, height]) => {
            for (const el of Array.from(document.querySelectorAll(css))) {
              const r = el.getBoundingClientRect()
              if (r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= height) return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
            }
            return null
          },
          [`${scope} ${selector}`, 667] as const
        )
        if (spot) return { ...spot, selector }
      }
    }
    return null
  } finally {
    await phone.context.close()
  }
}

type Spot = { x: number; y: number; selector: string } | null

/** One cold load on the slow phone, tapping the primary action (at `spot`) until it takes effect; `floor`: the empty app. */
async function loadOnce(browser: Browser, url: string, spot: Spot, type: boolean, floor: boolean): Promise<LoadRun> {
  const { context, page } = await newPhone(browser)
  const seen: Record<string, { t: number; detail: string }> = {}
  try {
    await page.exposeFunction('__bench', (kind: string, t: number, detail: string) => {
      seen[kind] ??= { t, detail }
    })
    await page.addInitScript(PROBE(spot ? [spot.selector] : []))
    const cdp = await context.newCDPSession(page)
    await throttle(cdp, true)
    const started = Date.now()
    await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS })
    let taps = 0
    let inFlight = false
    const tap = async () => {
      if (!spot || inFlight || seen.effect) return
      inFlight = true
      taps++
      try {
        const point = [{ x: spot.x, y: spot.y }]
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point })
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
        if (type) await cdp.send('Input.insertText', { text: '1' })
      } catch {
        // the page navigated away in between
      } finally {
        inFlight = false
      }
    }
    const timers: NodeJS.Timeout[] = []
    if (spot) {
      timers.push(
        setTimeout(
          () => {
            void tap()
            timers.push(setInterval(() => void tap(), TAP_EVERY_MS))
          },
          FIRST_TAP_MS - (Date.now() - started)
        )
      )
    }
    const finished = () => seen.fcp && (floor ? seen.appReady : (seen.takeover || seen.effect?.detail.startsWith('navigate')) && (!spot || seen.effect))
    while (!finished() && Date.now() - started < GIVE_UP_MS) await new Promise(resolve => setTimeout(resolve, 100))
    timers.forEach(t => clearTimeout(t))
    const [kind] = (seen.effect?.detail || '').split(' ')
    return {
      fcp: seen.fcp?.t ?? null,
      usable: floor ? (seen.appReady?.t ?? null) : (seen.effect?.t ?? null),
      effect: kind || null,
      taps,
      takeover: floor ? (seen.appReady?.t ?? null) : (seen.takeover?.t ?? null),
      appReady: seen.appReady?.t ?? null,
      lcp: null,
      tbt: null
    }
  } finally {
    await context.close()
  }
}

/** One Lighthouse run with devtools throttling at the slow phone's values, 375 px wide: LCP and TBT. */
async function lighthouseOnce(url: string, port: number): Promise<{ lcp: number | null; tbt: number | null }> {
  const { default: lighthouse } = await import('lighthouse')
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 375, height: 667, deviceScaleFactor: 2, disabled: false },
    throttlingMethod: 'devtools',
    throttling: {
      rttMs: SLOW.latencyMs,
      throughputKbps: SLOW.kbps,
      requestLatencyMs: SLOW.latencyMs,
      downloadThroughputKbps: SLOW.kbps,
      uploadThroughputKbps: SLOW.kbps,
      cpuSlowdownMultiplier: SLOW.cpu
    }
  })
  const audits = result?.lhr.audits
  return { lcp: audits?.['largest-contentful-paint']?.numericValue ?? null, tbt: audits?.['total-blocking-time']?.numericValue ?? null }
}

/** The empty app, served like bench.ts serves it: no painted view. */
async function serveBaseline(): Promise<{ origin: string; close: () => Promise<void> }> {
  if (!fs.existsSync(path.join(BASELINE_DIR, 'index.html'))) {
    console.log('[bench] building the empty app (bench/baseline)…')
    const cwd = path.join(ROOT, 'bench', 'baseline')
    const res = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', TARO_ENV: 'h5', TARO_OUTPUT_DIR: path.relative(cwd, BASELINE_DIR) }
    })
    if (res.status !== 0) throw new Error('the empty app did not build')
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server (and better-sqlite3) loads only when serving
  const { buildServer } = require(path.join(ROOT, 'server', 'app'))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-slow-'))
  const app = await buildServer({ dataDir, staticDir: BASELINE_DIR, logger: false, paint: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: async () => {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

interface Interaction {
  name: string
  path: string
  signedIn?: boolean
  /** Unmeasured steps before the interaction (the page taken over and settled). */
  prepare?: (page: Page) => Promise<void>
  act: (page: Page) => Promise<void>
}

/** Event Timing entries with an interaction id, from the start of each document. */
const EVENT_TIMING = `(() => {
  window.__events = []
  new PerformanceObserver(list => list.getEntries().forEach(e => e.interactionId && window.__events.push({ name: e.name, start: e.startTime, duration: e.duration })))
    .observe({ type: 'event', durationThreshold: 16, buffered: true })
})()`

const settle = (page: Page) =>
  page
    .waitForLoadState('networkidle', { timeout: 15000 })
    .catch(() => undefined)
    .then(() => page.waitForTimeout(1000))

function interactions(articlePath: string): Interaction[] {
  const card = (page: Page) => topPage(page).locator(CARD).first()
  return [
    {
      name: 'home: a content card (→ article)',
      path: '/pages/index/index',
      prepare: page => closePopupIfShown(page),
      act: async page => {
        await card(page).tap()
        await page.waitForURL(/\/pages\/[a-z-]+\/index\?/, { timeout: 15000 })
      }
    },
    {
      name: 'article list: a card',
      path: '/pages/article-list/index',
      act: async page => {
        await card(page).tap()
        await page.waitForURL(/\/pages\/article\/index/, { timeout: 15000 })
      }
    },
    {
      name: 'home: back to the 首页 tab',
      path: '/pages/index/index',
      prepare: async page => {
        await closePopupIfShown(page)
        await topPage(page).locator('.home-tabs__tab', { hasText: '名片' }).tap()
        await settle(page)
      },
      act: page => topPage(page).locator('.home-tabs__tab', { hasText: '首页' }).tap()
    },
    {
      name: 'article: 收藏 (signed in)',
      path: articlePath,
      signedIn: true,
      prepare: async page => {
        // Every run stars: an article starred by the run before is unstarred first.
        const star = topPage(page).locator('[data-testid="star-button"]')
        if ((await star.getAttribute('aria-pressed')) === 'true') {
          await star.tap()
          await page.waitForFunction(() => document.querySelector('#app [data-testid="star-button"]')?.getAttribute('aria-pressed') !== 'true')
          await settle(page)
        }
      },
      act: async page => {
        await topPage(page).locator('[data-testid="star-button"]').tap()
        await page.waitForFunction(() => document.querySelector('#app [data-testid="star-button"]')?.getAttribute('aria-pressed') === 'true', null, {
          timeout: 15000
        })
      }
    },
    {
      name: 'lead form: typing',
      path: '/pages/form/index?id=2',
      prepare: page => topPage(page).locator('input[type="text"], input:not([type])').first().tap(),
      act: page => page.keyboard.type('abcdefgh', { delay: 120 })
    }
  ]
}

/** One run of an interaction: the longest Event Timing entry of what `act` did (0: every entry under 16 ms). */
async function interactOnce(browser: Browser, stack: Stack, interaction: Interaction): Promise<number> {
  const phone = interaction.signedIn ? await signedInPhone(browser, stack, MEMBER_PHONE, interaction.path) : await newPhone(browser)
  const { context, page } = phone
  try {
    await page.addInitScript(EVENT_TIMING)
    await throttle(await context.newCDPSession(page), false)
    await page.goto(`${stack.baseUrl}${interaction.path}`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await settle(page)
    await interaction.prepare?.(page)
    const mark = await page.evaluate(() => performance.now())
    await interaction.act(page)
    await page.waitForTimeout(1500)
    const entries = await page.evaluate(() => (window as unknown as { __events: { start: number; duration: number }[] }).__events)
    return Math.max(0, ...entries.filter(e => e.start >= mark).map(e => e.duration))
  } finally {
    await context.close()
  }
}

const cell = (values: (number | null)[], floor: (number | null)[], unit: 's' | 'ms') => {
  const m = median(values)
  return m === null ? '–' : `${withSpread(values, unit)} ${times(ratio(m, median(floor)))}`
}

export async function runSlow(argv: string[]): Promise<void> {
  const options: SlowOptions = parseSlowOptions(argv)
  const loadStart = os.loadavg()
  const stack = await startStack()
  const baseline = await serveBaseline()
  const browser = await launchBrowser()
  const chrome = options.lighthouse ? await chromeLauncher.launch(chromeLauncherOptions()) : null
  const report: Record<string, unknown> = { date: new Date().toISOString(), runs: options.runs, slow: SLOW, loadavgAtStart: loadStart }
  try {
    const all = await slowPages(stack)
    const pages = all.filter(p => !options.pages || options.pages.includes(p.name))
    const floorRuns: LoadRun[] = []
    const pageRuns: Record<string, LoadRun[]> = {}
    if (options.loads && pages.length) {
      const spots = new Map<string, Spot>()
      for (const p of pages) {
        spots.set(p.name, await controlSpot(browser, stack, p).catch(() => null))
        if (!spots.get(p.name)) console.log(`[bench] ${p.name}: no primary action found on screen; usable not measured`)
      }
      const measure = async (url: string, spot: Spot, type: boolean, floor = false): Promise<LoadRun> => {
        const run = await loadOnce(browser, url, spot, type, floor)
        if (chrome) Object.assign(run, await lighthouseOnce(url, chrome.port).catch(() => ({ lcp: null, tbt: null })))
        return run
      }
      console.log(
        `[bench] slow phone (${SLOW.kbps} kbps, ${SLOW.latencyMs} ms RTT, ${SLOW.cpu}× CPU): ${pages.length} pages, ${options.runs} interleaved rounds…`
      )
      for (let round = 0; round < options.runs; round++) {
        for (let i = 0; i < pages.length; i++) {
          if (i % BASELINE_EVERY === 0) floorRuns.push(await measure(`${baseline.origin}/web/h/pages/index/index`, null, false, true))
          const p = pages[i]
          const run = await measure(`${stack.baseUrl}${p.path}`, spots.get(p.name) ?? null, !!p.type)
          ;(pageRuns[p.name] ??= []).push(run)
          console.log(
            `[bench] round ${round + 1} ${p.name}: FCP ${seconds(run.fcp)}, usable ${seconds(run.usable)} (${run.effect ?? 'no effect'}, ${run.taps} taps), takeover ${seconds(run.takeover)}, LCP ${seconds(run.lcp)}, TBT ${run.tbt === null ? '–' : Math.round(run.tbt)} ms`
          )
        }
      }
      const pick = (runs: LoadRun[], key: keyof LoadRun) => runs.map(r => r[key] as number | null)
      const header = ['page', 'FCP', 'usable', 'takeover', 'LCP', 'TBT']
      const keys = ['fcp', 'usable', 'takeover', 'lcp', 'tbt'] as const
      const unit = (key: (typeof keys)[number]) => (key === 'tbt' ? 'ms' : 's')
      const floorRow = ['empty Taro app', ...keys.map(key => withSpread(pick(floorRuns, key), unit(key)))]
      const rows = Object.entries(pageRuns).map(([name, runs]) => [name, ...keys.map(key => cell(pick(runs, key), pick(floorRuns, key), unit(key)))])
      console.log(`\nslow phone, medians of ${options.runs} (range), ratio to the empty app in the same run:\n`)
      console.log(textTable(header, [floorRow, ...rows]))
      report.loads = {
        floor: floorRuns,
        pages: pageRuns,
        medians: Object.fromEntries(
          [['empty Taro app', floorRuns] as const, ...Object.entries(pageRuns)].map(([name, runs]) => [
            name,
            Object.fromEntries(
              (['fcp', 'usable', 'takeover', 'lcp', 'tbt'] as const).map(key => [
                key,
                { median: median(pick(runs, key)), spread: spread(pick(runs, key)), ratio: ratio(median(pick(runs, key)), median(pick(floorRuns, key))) }
              ])
            )
          ])
        ),
        markdown: markdownTable(header, [floorRow, ...rows])
      }
    }
    if (options.interactions) {
      const article = all.find(p => p.name === 'article')!.path
      const chosen = interactions(article).filter(i => !options.pages || options.pages.some(p => i.name.startsWith(p)))
      const results: Record<string, { median: number | null; runs: number[] }> = {}
      console.log(`\n[bench] interactions at ${SLOW.cpu}× CPU, Event Timing, ${options.runs} runs each…`)
      for (const interaction of chosen) {
        const runs: number[] = []
        for (let i = 0; i < options.runs; i++) {
          runs.push(
            await interactOnce(browser, stack, interaction).catch(error => {
              console.log(`[bench] ${interaction.name}: ${String(error).split('\n')[0]}`)
              return NaN
            })
          )
        }
        results[interaction.name] = { median: median(runs), runs }
      }
      const header = ['interaction', 'median', 'runs']
      const rows = Object.entries(results).map(([name, r]) => [name, latency(r.median), r.runs.map(v => (Number.isNaN(v) ? 'failed' : latency(v))).join(' / ')])
      console.log(`\n${textTable(header, rows)}`)
      report.interactions = { results, markdown: markdownTable(header, rows) }
    }
    report.loadavgAtEnd = os.loadavg()
    fs.mkdirSync(path.dirname(OUT), { recursive: true })
    fs.writeFileSync(OUT, JSON.stringify(report, null, 2))
    console.log(
      `\nload average ${loadStart.map(n => n.toFixed(1)).join(' ')} at the start, ${os
        .loadavg()
        .map(n => n.toFixed(1))
        .join(' ')} now; report: ${path.relative(ROOT, OUT)}`
    )
  } finally {
    await chrome?.kill()
    await browser.close()
    await baseline.close()
    await stack.stop()
  }
}
