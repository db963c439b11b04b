/**
 * The data a painted landing page ships (boot data: company, website, menu, and the answers of the page's
 * queries: home's module rows, a list's categories and first page, a detail) seeds the app's query cache
 * (docs/first-paint.md "Boot data"): at the takeover the app asks the API for none of it, and its first render of
 * home already shows the shipped rows instead of skeletons (the first screen's, then the rest's after the takeover). A shipped detail is the anonymous one: a signed-in
 * visitor still gets their own. Fresh contexts, painting on as visitors get it.
 *
 * Only the takeover of the built app is proved here. What the other painted pages ship and the app then asks for
 * none of (list, article, agenda, album, lesson, chat welcome, lead form, a signed-in visitor's own state) is proved
 * in jest (test/pages/content-details/boot-data.test.tsx) against the keys the server ships under
 * (test/server/boot-queries.test.ts, painted-views.test.ts).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newPhone } from './harness'
import { e2eSuite } from './suite'

const e2e = e2eSuite()

interface FirstRender {
  rows: number
  skeletons: number
}

describe('data shipped with a painted page', () => {
  /**
   * Opens a page and proves the server painted it (with `shown` inside the painted view, when given), from the
   * answer itself: on a fast machine the app can take over (and remove #fp) before a look at the live page.
   */
  const paintedGoto = async (page: import('playwright-core').Page, url: string, what: string, shown?: RegExp) => {
    const res = await page.goto(url, { waitUntil: 'domcontentloaded' })
    const html = (await res?.text()) ?? ''
    const painted = html.indexOf('<div id="fp"')
    assert.ok(painted >= 0, what)
    if (shown) assert.match(html.slice(painted), shown, what)
  }

  it('is not asked for again at the takeover, and home renders it at once', async () => {
    const { page, context, errors } = await newPhone(e2e.browser, undefined, { firstPaint: true })
    const apiCalls: string[] = []
    page.on('request', request => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname)
    })
    // What home's module list holds the first time the app puts it into the page (the app renders unseen under the painted view).
    await page.addInitScript(() => {
      const w = window as unknown as { __firstModules: FirstRender | null }
      w.__firstModules = null
      new MutationObserver((_records, observer) => {
        const list = document.querySelector('#app .module-list')
        if (!list) return
        w.__firstModules = { rows: list.querySelectorAll('.content-module').length, skeletons: list.querySelectorAll('.skeleton').length }
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await paintedGoto(page, `${e2e.stack.baseUrl}/pages/index/index`, 'home is painted')
    const boot = (await page.locator('#boot-data').textContent()) || ''
    const shipped = JSON.parse(boot) as { website: { id: number } | null; queries?: { key: unknown[]; data: unknown[] }[] }
    const shippedModules = (shipped.queries || []).filter(q => q.key[0] === 'getModuleData' && q.data.length > 0).map(q => [q.key[1], q.data] as const)
    assert.ok(shipped.website && shippedModules.length > 0, 'the painted home ships its website and module rows')

    // The takeover: the painted view has gone and the app's home shows its modules, those below the first screen too.
    await page.waitForFunction(() => !document.getElementById('fp') && !!document.querySelector('#app .module-list'), null, { timeout: 30000 })
    await page.waitForFunction(() => !document.querySelector('#app .module-list__later'), null, { timeout: 30000 })

    const site = shipped.website.id
    const shippedPaths = [
      '/api/open/v1/company/companyInfo',
      `/api/open/v1/website/${site}/info`,
      `/api/open/v1/website/${site}/menu`,
      ...shippedModules.map(([id]) => `/api/open/website/module/moduleData/${id}`)
    ]
    assert.deepEqual(
      apiCalls.filter(call => shippedPaths.includes(call)),
      [],
      `no request for data the page shipped (all API calls: ${apiCalls.join(', ')})`
    )
    // a stranger's browser has no session hint (src/shared/session-hint.ts): start-up asks for no sign-in
    assert.ok(!apiCalls.includes('/api/ca-open/v1/companyAccount/wxh5/login'), `no sign-in request (all: ${apiCalls.join(', ')})`)
    const first = await page.evaluate(() => (window as unknown as { __firstModules: FirstRender | null }).__firstModules)
    assert.ok(first, "the app rendered home's module list")
    // Under the painted view the app draws its first screen only (useFirstScreenOnly): rows there, and no skeleton.
    assert.ok(first.rows >= 1 && first.skeletons === 0, `the first render shows the shipped rows of the first screen (got ${JSON.stringify(first)})`)
    const all = await page.evaluate(() => document.querySelectorAll('#app .module-list .content-module').length)
    // (the rich-text block below them may still show its loading state: its code is a chunk of its own)
    assert.ok(all >= shippedModules.length, `then every shipped block's rows (${shippedModules.length}; got ${all})`)
    assert.deepEqual(errors, [])
    await context.close()
  })
})
