/**
 * The data a painted landing page ships (boot data: company, website, menu, home's module rows) seeds the
 * app's query cache (docs/conventions.md "load data"): at the takeover the app asks the API for none of it,
 * and its first render of home already shows the shipped rows instead of skeletons. Fresh context, no
 * session, painting on as visitors get it.
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
    await page.goto(`${e2e.stack.baseUrl}/pages/index/index`, { waitUntil: 'domcontentloaded' })
    assert.ok(await page.locator('#fp').count(), 'home is painted')
    const boot = (await page.locator('#boot-data').textContent()) || ''
    const shipped = JSON.parse(boot) as { website: { id: number } | null; moduleData?: Record<string, unknown[]> }
    const shippedModules = Object.entries(shipped.moduleData || {}).filter(([, rows]) => rows.length > 0)
    assert.ok(shipped.website && shippedModules.length > 0, 'the painted home ships its website and module rows')

    // The takeover: the painted view has gone and the app's home shows its modules.
    await page.waitForFunction(() => !document.getElementById('fp') && !!document.querySelector('#app .module-list'), null, { timeout: 30000 })

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
    const first = await page.evaluate(() => (window as unknown as { __firstModules: FirstRender | null }).__firstModules)
    assert.ok(first, "the app rendered home's module list")
    assert.ok(first.rows >= shippedModules.length, `the first render shows the ${shippedModules.length} shipped blocks' rows (got ${JSON.stringify(first)})`)
    assert.deepEqual(errors, [])
    await context.close()
  })
})
