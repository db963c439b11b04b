/**
 * The data a painted landing page ships (boot data: company, website, menu, and the answers of the page's
 * queries: home's module rows, a list's categories and first page, a detail) seeds the app's query cache
 * (docs/first-paint.md "Boot data"): at the takeover the app asks the API for none of it, and its first render of
 * home already shows the shipped rows instead of skeletons. A shipped detail is the anonymous one: a signed-in
 * visitor still gets their own. Fresh contexts, painting on as visitors get it.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import Database from 'better-sqlite3'
import type { AiAssistant, Page as ListPage, EntityDataSummary } from '../../types/contract'
import { callApi, MEMBER_PHONE, newPhone, signedInPhone, tookOver, topPage, until } from './harness'
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
    // a stranger's browser has no session hint (src/shared/session-hint.ts): start-up asks for no sign-in
    assert.ok(!apiCalls.includes('/api/ca-open/v1/companyAccount/wxh5/login'), `no sign-in request (all: ${apiCalls.join(', ')})`)
    const first = await page.evaluate(() => (window as unknown as { __firstModules: FirstRender | null }).__firstModules)
    assert.ok(first, "the app rendered home's module list")
    assert.ok(first.rows >= shippedModules.length, `the first render shows the ${shippedModules.length} shipped blocks' rows (got ${JSON.stringify(first)})`)
    assert.deepEqual(errors, [])
    await context.close()
  })

  /** Every API request a page makes, as "METHOD /path". */
  const apiLog = (page: import('playwright-core').Page): string[] => {
    const calls: string[] = []
    page.on('request', request => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`)
    })
    return calls
  }
  const anArticle = async () =>
    (await e2e.api<ListPage<EntityDataSummary>>('/open/v1/entityData/entityDataList?entityType=ARTICLE&page=1&size=1')).content[0].id

  it('a painted list and article ask for no list or detail data; the article counts the visit with one view ping', async () => {
    const { page, context, errors } = await newPhone(e2e.browser, undefined, { firstPaint: true })
    const calls = apiLog(page)
    await paintedGoto(page, `${e2e.stack.baseUrl}/pages/article-list/index`, 'the list is painted')
    await tookOver(page)
    assert.ok((await topPage(page).locator('[data-testid="content-card"]').count()) > 0, "the app's list shows the shipped items")
    assert.deepEqual(
      calls.filter(c => /entityDataList|listCategories/.test(c)),
      [],
      `no list request (all: ${calls.join(', ')})`
    )

    const article = await anArticle()
    calls.splice(0)
    await paintedGoto(page, `${e2e.stack.baseUrl}/pages/article/index?id=${article}`, 'the article is painted')
    await tookOver(page)
    const ping = `POST /api/open/v1/entityData/view/${article}`
    await until(() => calls.includes(ping), 10000, 'the view ping')
    assert.ok(await topPage(page).getByTestId('detail-body').count(), "the app's article shows its body")
    assert.deepEqual(
      calls.filter(c => c.includes('/entityData/')),
      [ping],
      `no detail request, one view ping (all: ${calls.join(', ')})`
    )
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('a painted chat page asks for no assistant info, and the app shows the shipped welcome', async () => {
    const { page, context, errors } = await newPhone(e2e.browser, undefined, { firstPaint: true })
    const calls = apiLog(page)
    await paintedGoto(page, `${e2e.stack.baseUrl}/pages/ai/index`, 'the chat page is painted', /class="[^"]*\bai-chat\b/)
    const boot = JSON.parse((await page.locator('#boot-data').textContent()) || '{}') as { queries?: { key: unknown[]; data: AiAssistant }[] }
    const shipped = (boot.queries || []).find(q => q.key[0] === 'getAssistant')
    assert.ok(shipped, 'the page ships the assistant')
    await tookOver(page)
    await topPage(page).getByText(shipped.data.welcome).waitFor({ state: 'visible', timeout: 10000 })
    assert.deepEqual(
      calls.filter(c => c.includes('/ai/assistant/')),
      [],
      `no assistant request (all: ${calls.join(', ')})`
    )
    assert.deepEqual(errors, [])
    await context.close()
  })

  it('a painted lead form asks for no form: the app fills in the shipped one', async () => {
    const { page, context, errors } = await newPhone(e2e.browser, undefined, { firstPaint: true })
    const calls = apiLog(page)
    await paintedGoto(page, `${e2e.stack.baseUrl}/pages/form/index?id=2`, 'the lead form is painted', /name="field-name"/)
    await tookOver(page)
    await topPage(page).locator('input').first().waitFor({ timeout: 10000 })
    assert.deepEqual(
      calls.filter(c => /getFormById|wxh5\/login/.test(c)),
      [],
      `no form or sign-in request (all: ${calls.join(', ')})`
    )
    assert.deepEqual(errors, [])
    await context.close()
  })

  it("a signed-in visitor's painted article shows their own state, asked with their account", async () => {
    const { page, context, errors } = await signedInPhone(e2e.browser, e2e.stack, MEMBER_PHONE, '/pages/index/index', { firstPaint: true })
    const article = await anArticle()
    // a toggle: star until it is on
    const star = () => callApi<{ starred: boolean }>(page, 'POST', `/api/ca-open/v1/entityData/star/${article}`)
    if (!(await star()).starred) assert.equal((await star()).starred, true)
    const calls = apiLog(page)
    await paintedGoto(page, `${e2e.stack.baseUrl}/pages/article/index?id=${article}`, 'the article is painted')
    await tookOver(page)
    // already starred when the painted view gives way (it waited for the account's answer)
    assert.equal(await topPage(page).getByTestId('star-button').getAttribute('aria-pressed'), 'true')
    assert.deepEqual(
      calls.filter(c => c.includes('/entityData/')),
      [`GET /api/open/v1/entityData/entityDataDetail/${article}`],
      `one detail request with the account, no view ping (all: ${calls.join(', ')})`
    )
    assert.deepEqual(errors, [])
    await context.close()
  })
  it('a painted agenda, album and lesson ask for none of their data; the agenda counts the visit with one view ping', async () => {
    const { page, context, errors } = await newPhone(e2e.browser, undefined, { firstPaint: true })
    const calls = apiLog(page)
    const db = new Database(path.join(e2e.stack.dataDir, 'app.sqlite'), { readonly: true })
    const id = (sql: string) => db.prepare(sql).pluck().get() as number
    const summit = id("SELECT id FROM entity_data WHERE content_key = 'event-summit'")
    const posters = id("SELECT id FROM asset_dirs WHERE name = '活动海报'")
    const course = id("SELECT id FROM entity_data WHERE content_key = 'course-automation'")
    const lesson = id(`SELECT id FROM course_items WHERE course_id = ${course} ORDER BY sort, id LIMIT 1`)
    db.close()
    for (const [url, shown, inHtml] of [
      [`/pages/schedule/index?id=${summit}`, '.schedule__item', /class="[^"]*\bschedule__item\b/],
      [`/pages/album/index?dirId=${posters}`, '[data-testid="asset-tile"]', /data-testid="asset-tile"/],
      [`/pages/course/item/index?id=${course}&itemId=${lesson}`, '.lesson-head', /class="[^"]*\blesson-head\b/]
    ] as const) {
      await paintedGoto(page, `${e2e.stack.baseUrl}${url}`, `${url} is painted`, inHtml)
      await tookOver(page)
      assert.ok(await topPage(page).locator(shown).count(), `${url}: the app shows the shipped answer`)
    }
    const ping = `POST /api/open/v1/entityData/view/${summit}`
    await until(() => calls.includes(ping), 10000, 'the view ping')
    assert.deepEqual(
      calls.filter(c => /\/entityData\/|\/asset\//.test(c)),
      [ping],
      `no agenda, album or course request, one view ping (all: ${calls.join(', ')})`
    )
    assert.deepEqual(errors, [])
    await context.close()
  })
})
