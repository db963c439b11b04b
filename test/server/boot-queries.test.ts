/**
 * The data a painted page ships (docs/first-paint.md "Boot data"): the answers the painter painted from, in the
 * boot data under the app's own query keys (src/shared/query-keys.ts), equal to what the API answers the app,
 * as an anonymous visitor sees them, bounded in size; and the view ping that counts a visit the app showed from
 * a shipped detail.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { DetailAnswer } from '../../src/shared/content-keys'
import { customPageKey, moduleDataKey, websiteFormKey } from '../../src/shared/query-keys'
import { categoriesKey, contentDetailKey, contentListKey } from '../../src/shared/content-keys'
import { BOOT_QUERIES_MAX_BYTES } from '../../server/ssr/index-page'
import { body, bootData, idOf, MEMBER, paintedPagesPerSuite, shipped, starOn, webSession } from './helpers'

describe('query answers shipped with a painted page', () => {
  const painted = paintedPagesPerSuite('boot-queries-')

  /** The boot data's queries of an app URL, by key (as JSON). */
  const shippedAt = async (url: string, cookie?: string): Promise<Map<string, unknown>> => {
    const res = await painted.get(url, cookie)
    assert.equal(res.statusCode, 200)
    assert.match(res.body, /<div id="fp"/, `${url} is painted`)
    return shipped(res.body)
  }
  const api = async (url: string) => body(await painted.s.app.inject({ url })).data
  const storedViews = (id: number) => painted.s.db.prepare('SELECT view_count FROM entity_data WHERE id = ?').pluck().get(id) as number
  /** The stored count once the views waiting in memory (written within a second, in one batch) have been written. */
  const viewsOnceWritten = async (id: number, atLeast: number): Promise<number> => {
    const deadline = Date.now() + 10_000
    while (storedViews(id) < atLeast && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 25))
    return storedViews(id)
  }

  it("ships a list's categories and first page as the API answers them, under the keys the app asks with", async () => {
    const category = painted.write.prepare("SELECT id FROM categories WHERE entity_type = 'ARTICLE' ORDER BY id LIMIT 1").pluck().get() as number
    for (const [query, categoryId, searchValue] of [
      ['', null, ''],
      [`?categoryId=${category}`, category, ''],
      ['?searchValue=%20%E6%96%87%E7%AB%A0%20&utm_source=x', null, '文章']
    ] as const) {
      const queries = await shippedAt(`/web/h/pages/article-list/index${query}`)
      assert.equal(queries.size, 2, query)
      assert.deepEqual(queries.get(JSON.stringify(categoriesKey('ARTICLE'))), await api('/api/open/v1/entityData/listCategories?entityType=ARTICLE'))
      const params = new URLSearchParams({ page: '1', size: '10', entityType: 'ARTICLE' })
      if (categoryId) params.set('categoryId', String(categoryId))
      if (searchValue) params.set('searchValue', searchValue)
      const first = queries.get(JSON.stringify(contentListKey({ entityType: 'ARTICLE', categoryId, searchValue })))
      assert.deepEqual(first, await api(`/api/open/v1/entityData/entityDataList?${params}`), query)
      assert.ok((first as { content: unknown[] }).content.length > 0, query)
    }
    // the event list starts on its 全部 status tab
    const events = await shippedAt('/web/h/pages/event-list/index')
    assert.ok(events.has(JSON.stringify(contentListKey({ entityType: 'EVENT', categoryId: null, searchValue: '', filterType: '' }))))
  })

  it("ships home's and a custom page's module rows and the custom page itself", async () => {
    const home = await shippedAt('/web/h/')
    const module = painted.write.prepare('SELECT id FROM site_modules ORDER BY id LIMIT 1').pluck().get() as number
    assert.deepEqual(home.get(JSON.stringify(moduleDataKey(module))), await api(`/api/open/website/module/moduleData/${module}`))
    const pageId = painted.write.prepare('SELECT id FROM custom_pages ORDER BY id LIMIT 1').pluck().get() as number
    const custom = await shippedAt(`/web/h/pages/custom/index?pageId=${pageId}`)
    assert.deepEqual(custom.get(JSON.stringify(customPageKey(pageId))), await api(`/api/open/v1/website/miniapp/template/${pageId}`))
  })

  it('ships a detail as the anonymous API answer, with the view count the app will show, and counts no view itself', async () => {
    const article = idOf(painted.s.db, 'article-1')
    const before = storedViews(article)
    const queries = await shippedAt(`/web/h/pages/article/index?id=${article}`)
    const answer = queries.get(JSON.stringify(contentDetailKey('ARTICLE', article))) as DetailAnswer
    assert.equal(answer.leaving, null)
    assert.equal(answer.detail.viewCount, before + 1, 'the count after this visit is counted')
    // the API's answer to the same visitor (its request counts the visit): the same detail
    assert.deepEqual(answer.detail, await api(`/api/open/v1/entityData/entityDataDetail/${article}`))
    // views are written in one batch: painting added none to the request's one
    assert.equal(await viewsOnceWritten(article, before + 1), before + 1, 'painting is not a visit')

    const course = idOf(painted.s.db, 'course-automation')
    const courseAnswer = (await shippedAt(`/web/h/pages/course/index?id=${course}`)).get(JSON.stringify(contentDetailKey('COURSE', course))) as DetailAnswer
    assert.deepEqual(courseAnswer.detail, await api(`/api/open/v1/entityData/getCourseDetail/${course}`))
  })

  it('ships the lead form as the API answers a visitor without an account, under the key the app asks with', async () => {
    const form = await shippedAt('/web/h/pages/form/index?id=2')
    assert.deepEqual(form.get(JSON.stringify(websiteFormKey(2, false))), {
      ...((await api('/api/open/v1/account/getFormById?id=2')) as object),
      submitted: false
    })
    assert.equal(form.size, 1)
  })

  it("ships nothing of a signed-in visitor's own", async () => {
    const { cookie, auth } = await webSession(painted.s.app, MEMBER)
    const article = idOf(painted.s.db, 'article-2')
    await starOn(painted.s.app, auth, article)
    const answer = (await shippedAt(`/web/h/pages/article/index?id=${article}`, cookie)).get(
      JSON.stringify(contentDetailKey('ARTICLE', article))
    ) as DetailAnswer
    assert.equal(answer.detail.starred, false)
  })

  it("ships a detail's rich text sanitised beside its answer, so the app needs no sanitiser to show the painted body", async () => {
    const article = idOf(painted.s.db, 'article-4')
    const hostile =
      '<h2>议程</h2><p onclick="steal()">上午九点开幕<img src="x" onerror="steal()"></p><script>steal()</script><a href="javascript:steal()">链接</a>'
    painted.write.prepare('UPDATE entity_data SET content = ? WHERE id = ?').run(hostile, article)
    const res = await painted.get(`/web/h/pages/article/index?id=${article}`)
    const boot = bootData<{ queries: { data: unknown }[]; cleanHtml: [string, string][] }>(res.body)
    const answer = shipped(res.body).get(JSON.stringify(contentDetailKey('ARTICLE', article))) as DetailAnswer
    assert.equal(answer.detail.content, hostile, 'the answer is as the API gives it')
    const clean = new Map(boot.cleanHtml).get(hostile)
    assert.ok(clean, 'its text has a sanitised copy')
    assert.match(clean, /<h2>议程<\/h2>/)
    assert.match(clean, /上午九点开幕/)
    assert.doesNotMatch(clean, /onclick|onerror|<script|javascript:/i)
    // only texts with markup: a title has none
    assert.ok(boot.cleanHtml.every(([raw]) => /<[a-z!/]/i.test(raw)))
  })

  it('ships no answers when they would exceed the cap (the page is still painted; the app asks the API)', async () => {
    const article = idOf(painted.s.db, 'article-3')
    const long = '<p>' + '长文'.repeat(Math.ceil(BOOT_QUERIES_MAX_BYTES / 6)) + '</p>'
    painted.write.prepare('UPDATE entity_data SET content = ? WHERE id = ?').run(long, article)
    assert.equal((await shippedAt(`/web/h/pages/article/index?id=${article}`)).size, 0)
    painted.write.prepare('UPDATE entity_data SET content = ? WHERE id = ?').run('<p>短文</p>', article)
    assert.equal((await shippedAt(`/web/h/pages/article/index?id=${article}`)).size, 1)
  })

  it('counts one visit per view ping, as the detail request would, and refuses an unknown id', async () => {
    const article = idOf(painted.s.db, 'article-1')
    const before = await viewsOnceWritten(article, 0)
    const ping = await painted.s.app.inject({ method: 'POST', url: `/api/open/v1/entityData/view/${article}` })
    assert.equal(body(ping).code, 200)
    assert.equal(await viewsOnceWritten(article, before + 1), before + 1)
    const missing = await painted.s.app.inject({ method: 'POST', url: '/api/open/v1/entityData/view/999999' })
    assert.equal(body(missing).code, 404)
  })
})
