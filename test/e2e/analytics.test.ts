/**
 * Analytics in a real browser: page views and durations reach the server's store, each once, with no token.
 * Events kept through an outage and a reload are test/services/analytics/analytics.test.ts ("keeps events when the
 * transport throws…", "persists pending events so a new instance after a reload sends them") with transport.test.ts
 * (a failed request is a NetworkError); editor mode's theme preview is test/pages/editor-theme.test.tsx.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import type { Page } from 'playwright-core'
import { PAGE_DURATION_MS, QUEUE_DRAIN_MS } from '../../src/services/analytics/constants'
import { newPhone, type Stack, startE2E, stopE2E, tookOver } from './harness'

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
})
