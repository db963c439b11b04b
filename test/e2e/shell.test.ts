/**
 * App-shell journeys in headless Chromium against the built app and the real local server:
 * theme on home, every route that is not painted deep-linked (the parity journey opens the painted ones), 404 and legacy names, login round trip with headers,
 * screenshots of the main pages. Proven elsewhere: ‹ on a deep-linked first page goes home (jest
 * test/services/navigation/navigate.test.ts; in the browser test/e2e/times.test.ts), a server error's own
 * message (test/components/error-view.test.tsx, test/server/content.test.ts), an outage whose 重试 recovers
 * (test/e2e/times.test.ts "the video list answering 500…", test/e2e/resilience.test.ts server faults).
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { ALL_ROUTE_PATHS } from '../../src/services/navigation/route-table'
import { PAINTED_ROUTES } from '../../src/shared/painted-routes'
import { LEGACY_ROUTES } from '../../src/services/navigation/legacy'
import { readableTheme } from '../../src/utils/theme'
import { newPhone, openPage, realErrors, shot, until, tookOver } from './harness'
import { e2eSuite } from './suite'

const e2e = e2eSuite()
const { api } = e2e

describe('home and theme', () => {
  it('loads home with the company theme colour and logo, without asking the API for them (shipped with the HTML)', async () => {
    const company = await api<{ themeColor: string; squareLogo: string; miniAppWebsiteId: number }>('/open/v1/company/companyInfo')
    const website = await api<{ themeConfig: string; logo: string }>(`/open/v1/website/${company.miniAppWebsiteId}/info`)
    let expected = company.themeColor
    try {
      expected = JSON.parse(website.themeConfig).themeColor || expected
    } catch {
      // company colour stands
    }
    // Painted made legible where it is not (issue #27: darkened until text on it and it on the page reach 4.5:1).
    expected = readableTheme(expected).fill
    const { page, errors, context } = await newPhone(e2e.browser)
    const asked: string[] = []
    page.on('request', req => {
      if (/\/api\/open\/v1\/(company\/companyInfo|website\/\d+\/(info|menu))/.test(req.url())) asked.push(req.url())
    })
    await page.goto(`${e2e.stack.baseUrl}/pages/index/index`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await page.waitForFunction(
      colour => {
        const el = document.querySelector('.page')
        return !!el && getComputedStyle(el).getPropertyValue('--theme-color').trim().toLowerCase() === colour.toLowerCase()
      },
      expected,
      { timeout: 15000 }
    )
    const logos = [company.squareLogo, website.logo].filter(Boolean)
    await page.waitForFunction(srcs => Array.from(document.images).some(img => srcs.some(s => img.src.endsWith(s)) && img.naturalWidth > 0), logos, {
      timeout: 15000
    })
    await page.locator('.site-module').first().waitFor({ timeout: 15000 })
    await shot(page, 'shell-home')
    assert.deepEqual(asked, [], 'the company and website came with the HTML')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

/**
 * page.goto that tolerates a navigation the app started itself: a page that needs the account shows
 * "正在登录…" and then leaves for /web/ca/login (docs/decisions.md "Sign-in is lazy"); if that hop starts while
 * the test is already going to the next URL, Chromium aborts the test's navigation (net::ERR_ABORTED).
 * Let the app's hop land back in the app, then go to the URL again — once: a second abort is a failure.
 */
async function gotoAllowingAppNavigation(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' })
  } catch (error) {
    if (!/net::ERR_ABORTED/.test(String(error))) throw error
    await page.waitForURL(u => u.pathname.startsWith('/web/h/'), { waitUntil: 'domcontentloaded', timeout: 15000 })
    await page.goto(url, { waitUntil: 'domcontentloaded' })
  }
}

describe('routes', () => {
  // The painted routes are deep-linked by the parity journey (paint-parity.test.ts: each with a demo id, past the
  // takeover, no error); these are the rest.
  it('deep links to every route that is not painted render a page without errors', async () => {
    const { page, errors, context } = await newPhone(e2e.browser)
    const failures: string[] = []
    const painted = new Set(PAINTED_ROUTES.map(route => `/${route}`))
    const routes = ALL_ROUTE_PATHS.filter(route => !painted.has(route))
    assert.ok(routes.length > 0 && routes.length < ALL_ROUTE_PATHS.length, 'both kinds of route exist')
    for (const route of routes) {
      const before = errors.length
      await gotoAllowingAppNavigation(page, `${e2e.stack.baseUrl}${route}?id=1`)
      try {
        // Content, and not the "正在登录…" placeholder: a page that needs the account makes its
        // sign-in round trip first, so what is checked is the page itself (and the hop cannot
        // abort the next route's navigation).
        await page.waitForFunction(
          () => {
            const el = document.querySelector('.taro_page:last-child .page, .page')
            const text = (el?.textContent || '').trim()
            return text.length > 0 && !text.includes('正在登录')
          },
          undefined,
          { timeout: 10000 }
        )
      } catch {
        failures.push(`${route}: no page content`)
      }
      const fresh = realErrors(errors.slice(before))
      if (fresh.length) failures.push(`${route}: ${fresh.join(' | ')}`)
    }
    assert.deepEqual(failures, [])
    await context.close()
  })

  it('an unknown path shows the 404 page with the path and query', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.stack, '/no/such/page?a=1&b=two')
    await page.waitForURL(/\/web\/h\/pages\/404\/index/, { timeout: 10000 })
    const text = await page.locator('[data-testid="not-found-path"]').textContent()
    assert.equal(text, '/no/such/page?a=1&b=two')
    await shot(page, 'shell-404')
    await context.close()
  })

  // Every one of the 19 names and its target is legacyRedirect's table, proven in jest
  // (test/services/navigation/detail-legacy.test.ts); the browser proves the router carries it out, on a sample.
  it('a legacy name redirects, replacing the page, with its query (a sample: a detail, an escaped name, card)', async () => {
    for (const name of ['article', 'lottery history', 'card']) {
      const { page, context } = await newPhone(e2e.browser)
      const target = LEGACY_ROUTES[name]
      await page.goto(`${e2e.stack.baseUrl}/${encodeURIComponent(name)}?id=3&utm_source=legacy`, { waitUntil: 'domcontentloaded' })
      await page.waitForURL(url => url.pathname === `/web/h${target.path}`, { timeout: 10000 })
      const url = new URL(page.url())
      assert.equal(url.searchParams.get('id'), '3', name)
      assert.equal(url.searchParams.get('utm_source'), 'legacy', name)
      if (name === 'card') assert.equal(url.searchParams.get('tab'), 'card')
      await tookOver(page)
      // 我的抽奖 needs an account: a stranger is signed in through /web/ca/login and comes back, a document navigation
      // after the redirect (going back during it was aborted on the busy CI machine, net::ERR_ABORTED).
      if (target.path.startsWith('/pages/account/')) await page.waitForFunction(() => !!localStorage.getItem('accountKey'), null, { timeout: 15000 })
      // Replaced, not pushed: the tab's history holds the blank page it opened on and the target, so going back leaves
      // the site instead of landing on the legacy address again.
      assert.equal(await page.evaluate(() => history.length), 2, `${name}: the redirect replaces the page`)
      await context.close()
    }
  })
})

describe('login and headers', () => {
  it('a page that needs the account goes through /web/ca/login and comes back signed in, sending the headers', async () => {
    const { page, context } = await newPhone(e2e.browser)
    // The server answers /web/ca/login?wxAuth=true with an HTTP redirect back to returnUrl, and a
    // redirect commits no frame (no framenavigated), so the hop is seen in the requests the page makes.
    const requested: string[] = []
    const headers: Record<string, string>[] = []
    page.on('request', req => {
      const url = new URL(req.url())
      if (req.isNavigationRequest() && req.frame() === page.mainFrame()) requested.push(`${url.pathname}${url.search}`)
      if (req.url().includes('/api/ca')) headers.push(req.headers())
    })
    await page.goto(`${e2e.stack.baseUrl}/pages/account/index?utm_source=e2e&utm_scid=s1&utm_medium=dropped`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await page.waitForFunction(() => location.pathname === '/web/h/pages/account/index' && !document.body.textContent?.includes('正在登录'), undefined, {
      timeout: 20000
    })
    const hop = requested.find(u => u.startsWith('/web/ca/login?'))
    assert.ok(hop, `went through the login page: ${requested.join(' → ')}`)
    const hopQuery = new URL(hop, e2e.stack.origin).searchParams
    assert.equal(hopQuery.get('wxAuth'), 'true', 'the silent (wxAuth) sign-in')
    assert.match(hopQuery.get('returnUrl') || '', /^\/web\/h\/pages\/account\/index/, 'comes back to the page that asked')
    // The signed-in page's own API calls carry the session: wait for the first one rather than for time.
    await until(() => headers.some(h => h['authorization-ca']), 15000, 'an API call with Authorization-Ca')
    const authed = headers.filter(h => h['authorization-ca'])
    assert.ok(authed.length > 0, 'calls carry Authorization-Ca')
    const track = authed.map(h => Object.entries(h).find(([k]) => k.endsWith('-track'))?.[1]).filter(Boolean) as string[]
    assert.ok(track.length > 0, 'calls carry the <product>-Track header')
    assert.match(track[0], /utm_source=e2e/)
    assert.doesNotMatch(track[0], /utm_medium/)
    assert.ok(!page.url().includes('accountKey') && !page.url().toLowerCase().includes('token'), 'no token in the URL')
    await context.close()
  })
})

describe('screenshots', () => {
  it('paints the main pages at 375 px with content, and writes them to screenshots/', async () => {
    const pages: [string, string][] = [
      ['home', '/pages/index/index'],
      ['home-card', '/pages/index/index?tab=card'],
      ['article-list', '/pages/article-list/index'],
      ['article', '/pages/article/index?id=1'],
      ['event-list', '/pages/event-list/index'],
      ['course-list', '/pages/course-list/index'],
      ['account', '/pages/account/index'],
      ['ai', '/pages/ai/index'],
      ['lottery', '/pages/lottery/index?id=1']
    ]
    const { page, context } = await newPhone(e2e.browser)
    for (const [name, path] of pages) {
      await page.goto(`${e2e.stack.baseUrl}${path}`, { waitUntil: 'networkidle' })
      await tookOver(page)
      // The app has taken over (no skeleton left) and the page says something: never a blank screen.
      await page.waitForFunction(() => !document.querySelector('.skeleton') && (document.querySelector('.page')?.textContent ?? '').trim().length > 10)
      const file = await shot(page, `main-${name}`)
      assert.ok(fs.statSync(file).size > 4000, `${name}: the screenshot is not empty`)
    }
    await context.close()
  })
})
