/**
 * Hostile input in a real browser: every route with hostile queries, the XSS corpus through the
 * article renderer, hostile URLs in the web view page, and server faults on key pages.
 * Each suite prints how many cases it tried (README "Reliability").
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page, Route } from 'playwright-core'
import { ALL_ROUTE_PATHS } from '../../src/services/navigation/route-table'
import { HOSTILE_URLS } from '../fixtures/hostile-urls'
import { XSS_VECTORS } from '../fixtures/xss-vectors'
import { newPhone, realErrors, type Stack, startE2E, stopE2E, imagesSettled, painted, settle } from './harness'

let stack: Stack
let browser: Browser
/** Time a page may take to show content or a message (2 s target; slack for a loaded CI machine). */
const SETTLE_MS = Number(process.env.E2E_SETTLE_MS || 5000)

before(async () => ({ stack, browser } = await startE2E()))
after(() => stopE2E({ stack, browser }))

const XSS_PROBE = () => {
  const w = window as unknown as { __xssCalls: number[]; __xss: (n: number) => void }
  w.__xssCalls = []
  w.__xss = (n: number) => w.__xssCalls.push(n)
  window.alert = () => w.__xssCalls.push(-1)
}

/**
 * These journeys judge the app's own answer to hostile input and server faults, page after page in one tab: with
 * the painted view a landing page whose API calls fail keeps the painted content up by design (its notice and
 * 重试 are tested in times.test.ts), and every hostile query would first wait for a takeover. So the plain shell.
 */
async function probedPhone() {
  const phone = await newPhone(browser, undefined, { firstPaint: false })
  await phone.context.addInitScript(XSS_PROBE)
  let dialogs = 0
  phone.page.on('dialog', d => {
    dialogs += 1
    void d.dismiss()
  })
  return { ...phone, dialogs: () => dialogs }
}

async function settled(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => {
        const pages = Array.from(document.querySelectorAll('.page'))
        const el = pages[pages.length - 1]
        return !!el && (el.textContent || '').trim().length > 0
      },
      undefined,
      { timeout: SETTLE_MS }
    )
    return true
  } catch {
    return false
  }
}

const HOSTILE_QUERIES = [
  '',
  'id=',
  'id=abc',
  'id=-1',
  'id=99999999999999999999999',
  `id=${'9'.repeat(10240)}`,
  'id=%E0%A4%A&categoryId=%',
  'utm_source=%3Cscript%3E__xss(1)%3C%2Fscript%3E&utm_scid=%22%3E%3Cimg%20src%3Dx%20onerror%3D__xss(2)%3E&ocuid=0x10',
  'ocuid=1e309&utm_uid=<b>x</b>',
  'ocuid=-1&tab=<svg/onload=__xss(3)>'
]

describe('routes × hostile queries', () => {
  it(`every route shows content or a clear message (${ALL_ROUTE_PATHS.length} routes × ${HOSTILE_QUERIES.length} queries)`, async () => {
    const { page, errors, context } = await probedPhone()
    const failures: string[] = []
    let tried = 0
    for (const route of ALL_ROUTE_PATHS) {
      for (const query of HOSTILE_QUERIES) {
        tried += 1
        const seen = errors.length
        await page.goto(`${stack.baseUrl}${route}${query ? `?${query}` : ''}`, { waitUntil: 'domcontentloaded' }).catch(() => undefined)
        if (!(await settled(page))) failures.push(`${route}?${query.slice(0, 40)}: blank after ${SETTLE_MS} ms`)
        const fresh = realErrors(errors.slice(seen))
        if (fresh.length) failures.push(`${route}?${query.slice(0, 40)}: ${fresh[0].slice(0, 200)}`)
      }
    }
    const calls = await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls)
    const stored = await page.evaluate(() => ({
      ocuid: localStorage.getItem('ocuid'),
      utm: localStorage.getItem('utm_source'),
      uid: localStorage.getItem('utm_uid')
    }))
    console.log(`[resilience] routes × hostile queries: ${tried} cases, ${failures.length} failures`)
    assert.deepEqual(failures.slice(0, 20), [])
    assert.deepEqual(calls, [])
    assert.equal(stored.ocuid, null, 'a non-numeric ocuid is never kept')
    assert.equal(stored.utm, null, 'markup in utm values is never kept')
    assert.equal(stored.uid, null)
    await context.close()
  })
})

describe('rich text XSS corpus in the browser', () => {
  it(`executes none of ${XSS_VECTORS.length} vectors and leaves no javascript:/data: links`, async () => {
    const detail = await (await fetch(`${stack.origin}/api/open/v1/entityData/entityDataDetail/1`)).json()
    const { page, context, dialogs } = await probedPhone()
    let body = ''
    await page.route('**/api/open/v1/entityData/entityDataDetail/**', (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 200,
          message: '',
          data: {
            ...detail.data,
            redirectType: 'NONE',
            redirectUrl: null,
            price: 0,
            owned: true,
            gate: { requireCpContact: false, requireSubscribe: false },
            content: body
          }
        })
      })
    )
    const bad: string[] = []
    for (let i = 0; i < XSS_VECTORS.length; i += 10) {
      body =
        `<p>vectors ${i + 1}-${i + 10}</p>` +
        XSS_VECTORS.slice(i, i + 10)
          .map(v => `<div class="xss-case">${v}</div>`)
          .join('')
      await page.goto(`${stack.baseUrl}/pages/article/index?id=1&case=${i}`, { waitUntil: 'domcontentloaded' })
      await page.waitForFunction(n => (document.body.textContent || '').includes(`vectors ${n + 1}-`), i, { timeout: 15000 })
      // Give handlers their chance: hover, focus and click everything the sanitiser let through.
      for (const el of await page.locator('.safe-rich-text *').all()) {
        await el.hover({ timeout: 200, force: true }).catch(() => undefined)
      }
      // Handlers run on the hover itself and on image load/error: once every image has settled and a frame has passed, they had their chance.
      await imagesSettled(page)
      await painted(page)
      const leftovers = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.safe-rich-text [href], .safe-rich-text [src], .safe-rich-text [action]'))
          .flatMap(el => ['href', 'src', 'action'].map(a => el.getAttribute(a) || ''))
          .filter(v => /^\s*(javascript|data|vbscript):/i.test(v))
      )
      bad.push(...leftovers)
    }
    const calls = await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls)
    console.log(`[resilience] XSS vectors: ${XSS_VECTORS.length} tried, ${calls.length} executed, ${bad.length} unsafe links left`)
    assert.deepEqual(calls, [])
    assert.equal(dialogs(), 0)
    assert.deepEqual(bad, [])
    await context.close()
  })
})

describe('hostile URLs in the web view page', () => {
  it(`refuses ${HOSTILE_URLS.length} hostile forms without navigating anywhere`, async () => {
    const { page, context, dialogs } = await probedPhone()
    const foreign: string[] = []
    page.on('request', req => {
      const host = new URL(req.url()).hostname
      if (host !== '127.0.0.1' && !req.url().startsWith('data:')) foreign.push(req.url())
    })
    const failures: string[] = []
    for (const raw of HOSTILE_URLS) {
      await page.goto(`${stack.baseUrl}/pages/web/index?src=${encodeURIComponent(raw)}`, { waitUntil: 'domcontentloaded' })
      const ok = await settled(page)
      await settle(page, 150, 'a navigation to the hostile URL would come after the page has shown its answer')
      const url = new URL(page.url())
      if (!ok || url.origin !== stack.origin || url.pathname !== '/web/h/pages/web/index')
        failures.push(`${JSON.stringify(raw).slice(0, 50)} → ${page.url().slice(0, 80)}`)
    }
    const calls = await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls)
    console.log(`[resilience] hostile URLs: ${HOSTILE_URLS.length} tried, ${failures.length} navigated`)
    assert.deepEqual(failures, [])
    assert.deepEqual(foreign, [])
    assert.deepEqual(calls, [])
    assert.equal(dialogs(), 0)
    await context.close()
  })
})

type Fault = [string, (route: Route) => Promise<void>]
const FAULTS: Fault[] = [
  ['500', r => r.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['502', r => r.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })],
  ['504', r => r.fulfill({ status: 504, body: '' })],
  ['200 HTML', r => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>error</title>' })],
  ['truncated JSON', r => r.fulfill({ status: 200, contentType: 'application/json', body: '{"code":200,"data":{"content":[' })],
  ['empty body', r => r.fulfill({ status: 200, contentType: 'application/json', body: '' })],
  [
    'unknown code',
    r => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 999, data: null, message: '服务暂时不可用' }) })
  ],
  ['reset', r => r.abort('connectionreset')],
  ['no answer', r => r.abort('timedout')]
]
const FAULT_PAGE_COUNT = 6

/** The first seeded item of a content type: a detail page only recovers to content for an item of its own type. */
async function firstId(entityType: string): Promise<number> {
  const res = await fetch(`${stack.origin}/api/open/v1/entityData/entityDataList?entityType=${entityType}&page=1&size=1`)
  const body = (await res.json()) as { data: { content: { id: number }[] } }
  const id = body.data.content[0]?.id
  assert.ok(id, `the seed has an item of type ${entityType}`)
  return id
}

/** Key pages: a list, three details (each with an id of its own type: course 1 would be an article), speakers, lottery. */
async function faultPages(): Promise<string[]> {
  return [
    '/pages/article-list/index',
    `/pages/article/index?id=${await firstId('ARTICLE')}`,
    `/pages/event/index?id=${await firstId('EVENT')}`,
    `/pages/course/index?id=${await firstId('COURSE')}`,
    '/pages/speaker-list/index',
    '/pages/lottery/index?id=1'
  ]
}

describe('server faults on key pages', () => {
  it(`each fault kind ends in an error state whose retry recovers (${FAULT_PAGE_COUNT} pages × ${FAULTS.length} faults)`, async () => {
    const FAULT_PAGES = await faultPages()
    assert.equal(FAULT_PAGES.length, FAULT_PAGE_COUNT)
    const { page, errors, context } = await probedPhone()
    const failures: string[] = []
    const rejections: string[] = []
    page.on('console', m => {
      if (/Unhandled|unhandledrejection/i.test(m.text())) rejections.push(m.text())
    })
    for (const path of FAULT_PAGES) {
      for (const [name, fault] of FAULTS) {
        await page.route('**/api/**', fault)
        await page.goto(`${stack.baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
        const retry = page.getByRole('button', { name: /重试/ }).first()
        try {
          await retry.waitFor({ timeout: 15000 })
        } catch {
          failures.push(`${path} × ${name}: no error state with retry`)
          await page.unroute('**/api/**')
          continue
        }
        await page.unroute('**/api/**')
        await retry.click()
        try {
          // Recovered: no error left, and the page shows its content (not a blank frame or a skeleton).
          await page.waitForFunction(
            () => {
              const pages = Array.from(document.querySelectorAll('.page'))
              const last = pages[pages.length - 1]
              return !document.querySelector('.page [role="alert"]') && !!last && (last.textContent || '').trim().length > 20
            },
            undefined,
            { timeout: 15000 }
          )
        } catch {
          failures.push(`${path} × ${name}: retry did not recover`)
        }
      }
    }
    console.log(`[resilience] fault kinds × pages: ${FAULT_PAGES.length * FAULTS.length} cases, ${failures.length} failures`)
    assert.deepEqual(failures, [])
    assert.deepEqual(rejections, [])
    assert.deepEqual(
      realErrors(errors).filter(e => /pageerror/.test(e)),
      []
    )
    await context.close()
  })
})
