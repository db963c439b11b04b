/**
 * Analytics and editor mode in a real browser: page views and durations reach the server's store,
 * including events sent while the API was down; editor messages change the theme only from allowed origins.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import type { Page } from 'playwright-core'
import { MAX_BACKOFF_MS, PAGE_DURATION_MS, QUEUE_DRAIN_MS } from '../../src/services/analytics/constants'
import { newPhone, type Stack, startE2E, stopE2E, until, tookOver } from './harness'

let stack: Stack
let browser: Browser

before(async () => ({ stack, browser } = await startE2E()))
after(() => stopE2E({ stack, browser }))

interface Row {
  anonymousPageId?: string
  event: string
  type?: string
  pageProperties?: { path?: string; url?: string; search?: string } | string
  page_properties?: string
  properties?: Record<string, unknown> | string
}

async function stored(event?: string): Promise<Row[]> {
  const res = await fetch(`${stack.origin}/api/dev/analytics?limit=500${event ? `&event=${event}` : ''}`)
  const body = (await res.json()) as { data: Row[] | { rows: Row[] } }
  return Array.isArray(body.data) ? body.data : body.data.rows
}

const pathOf = (row: Row): string => {
  const raw = row.pageProperties ?? row.page_properties
  const props = typeof raw === 'string' ? JSON.parse(raw) : raw
  return String(props?.path || props?.url || '')
}

/** True for a value worth returning: an empty array counts as "not yet" (it is truthy, but means nothing arrived). */
const arrived = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : Boolean(value))

/** Polls fn every 100 ms until it gives a non-empty result (see arrived) or the time is up. */
async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 20000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await fn()
    if (value && arrived(value)) return value
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise(r => setTimeout(r, 100))
  }
}

/** The document's analytics queue (persisted in localStorage after every change) as text. */
const queued = (page: Page): Promise<string> => page.evaluate(() => localStorage.getItem('analytics_queue') || '')

/** Waits until the open document has recorded its page view of `path`: in its queue, or already stored by the server. */
async function viewRecorded(page: Page, path: string): Promise<void> {
  await waitFor(async () => (await queued(page)).includes(path) || (await stored('PAGE_VIEW')).some(r => pathOf(r).includes(path)))
}

/** Resolves when a send to the analytics API that carries `marker` has failed (the outage is routed to fail). */
const sendFails = (page: Page, marker: string) =>
  page.waitForEvent('requestfailed', {
    predicate: req => req.url().includes('/api/open/v1/analytics') && (req.postData() || '').includes(marker),
    timeout: 30000
  })

describe('analytics', () => {
  it('stores page views of three pages and the duration of a detail page', async () => {
    const { page, context } = await newPhone(browser)
    // The page's own clock (time still flows): the client's intervals are moved on instead of waited for.
    await page.clock.install()
    for (const path of ['/pages/index/index', '/pages/article-list/index', '/pages/article/index?id=1']) {
      await page.goto(`${stack.baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
      await tookOver(page)
      if (!path.includes('article/')) {
        // A list page leaves once its view is recorded.
        await viewRecorded(page, path)
        continue
      }
      // The article stays until its first PAGE_DURATION (every 5 s) is stored: one interval on, then one drain.
      await page.clock.fastForward(PAGE_DURATION_MS)
      await page.clock.fastForward(QUEUE_DRAIN_MS)
      await waitFor(async () => (await stored('PAGE_DURATION')).filter(r => pathOf(r).includes('/pages/article/index')))
    }
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    const views = await waitFor(async () => {
      const rows = await stored('PAGE_VIEW')
      const paths = rows.map(pathOf)
      return ['/pages/index/index', '/pages/article-list/index', '/pages/article/index'].every(p => paths.some(x => x.includes(p))) && rows
    })
    assert.ok(views.length >= 3)
    // Each page view is stored once: the views still queued when page.goto left a document went out
    // with keepalive on the way out and must not be sent again by the next document.
    const ids = views.map(r => r.anonymousPageId)
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
      'no page view stored twice'
    )
    const durations = await waitFor(async () => (await stored('PAGE_DURATION')).filter(r => pathOf(r).includes('/pages/article/index')))
    assert.ok(durations.length >= 1, 'a PAGE_DURATION for the article')
    const all = JSON.stringify(await stored())
    assert.doesNotMatch(all, /accountKey|Authorization-Ca|authorization/i, 'no token in analytics payloads')
    await context.close()
  })

  it('keeps events made while the API is down and sends them when it is back', async () => {
    const { page, context } = await newPhone(browser)
    await page.clock.install()
    await page.goto(`${stack.baseUrl}/pages/index/index`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await viewRecorded(page, '/pages/index/index')
    await page.route('**/api/open/v1/analytics', route => route.abort('connectionrefused'))
    const marker = `/pages/case-list/index`
    const failed = sendFails(page, 'case-list')
    await page.goto(`${stack.baseUrl}${marker}?offline=1`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await page.clock.fastForward(QUEUE_DRAIN_MS)
    await failed // the client tried to send the case-list view, and could not
    const before = (await stored('PAGE_VIEW')).filter(r => pathOf(r).includes('case-list'))
    assert.equal(before.length, 0, 'nothing arrived while down')
    await page.unroute('**/api/open/v1/analytics')
    // However far the failures have pushed the next try (the backoff is capped), it comes within the cap.
    await page.clock.fastForward(MAX_BACKOFF_MS)
    const after = await waitFor(async () => (await stored('PAGE_VIEW')).filter(r => pathOf(r).includes('case-list')))
    assert.ok(after.length >= 1, 'the queued page view arrived after the outage')
    await context.close()
  })

  it('keeps events made while the API is down across a reload and sends them when it is back', async () => {
    const { page, context } = await newPhone(browser)
    await page.clock.install()
    await page.route('**/api/open/v1/analytics', route => route.abort('connectionrefused'))
    const failed = sendFails(page, 'video-list')
    await page.goto(`${stack.baseUrl}/pages/video-list/index?outage=reload`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await page.clock.fastForward(QUEUE_DRAIN_MS)
    await failed // a regular send has failed: the client knows the API is down
    await page.goto(`${stack.baseUrl}/pages/product-list/index`, { waitUntil: 'domcontentloaded' }) // a new document
    // The new document has taken over the kept queue and added its own view.
    await waitFor(async () => {
      const text = await queued(page)
      return text.includes('/pages/video-list/index') && text.includes('/pages/product-list/index')
    })
    const videoViews = async () => (await stored('PAGE_VIEW')).filter(r => pathOf(r).includes('/pages/video-list/index'))
    assert.equal((await videoViews()).length, 0, 'nothing arrived while down')
    await page.unroute('**/api/open/v1/analytics')
    await page.clock.fastForward(MAX_BACKOFF_MS)
    const after = await waitFor(videoViews)
    assert.equal(after.length, 1, 'the page view made before the reload arrived once')
    await context.close()
  })
})

describe('editor mode', () => {
  it('an allowed origin changes the theme; another origin changes nothing', async () => {
    const { page, context, errors } = await newPhone(browser)
    const logs: string[] = []
    page.on('console', m => logs.push(m.text()))
    await page.goto(`${stack.baseUrl}/pages/index/index?editor=1`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await page.waitForSelector('.page')
    const colour = () =>
      page.evaluate(() =>
        getComputedStyle(document.querySelector('.page') as Element)
          .getPropertyValue('--theme-color')
          .trim()
      )
    const original = await colour()
    const send = (origin: string, color: string) =>
      page.evaluate(
        ([o, c]) => window.dispatchEvent(new MessageEvent('message', { origin: o, data: { type: 'preview-theme', themeColor: c } })),
        [origin, color]
      )
    for (const evil of ['https://allowed.example.evil', 'http://localhost.evil', 'https://evil.example', 'null']) {
      await send(evil, '#00ff00')
    }
    // Each refusal logs one line as it happens: once all four are logged, the bridge has handled every message.
    await until(() => logs.filter(l => /unsupported origin/.test(l)).length >= 4, 10000, 'four refusals logged')
    assert.equal(await colour(), original, 'refused origins change nothing')
    assert.ok(
      logs.some(l => /origin/i.test(l)),
      'refusals are logged'
    )
    await send('https://editor.example.com', '#123456')
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.page') as Element)
          .getPropertyValue('--theme-color')
          .trim() === '#123456',
      undefined,
      { timeout: 5000 }
    )
    const tracked = (await stored()).filter(r => pathOf(r).includes('editor=1'))
    assert.equal(tracked.length, 0, 'no tracking in editor mode')
    assert.deepEqual(
      errors.filter(e => e.startsWith('pageerror')),
      []
    )
    await context.close()
  })
})
