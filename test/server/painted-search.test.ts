/**
 * Home's search painted by its own view (docs/first-paint.md): the words in the box, each type's first hits as links
 * and 查看更多, the same for every visitor; the types and the results shipped under the app's keys; hostile words
 * escaped; home without ?searchValue still home.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { EntityDataSummary, Page, SearchableEntity } from '../../types/contract'
import { searchableTypesKey, searchGroups, searchResultsKey } from '../../src/shared/search'
import { body, MEMBER, webSession, paintedView, shipped, paintedPagesPerSuite, paintedAsForAnyone } from './helpers'

const SEARCH = '/web/h/pages/index/index?searchValue='

describe('the painted search', () => {
  const painted = paintedPagesPerSuite('fp-search-')
  const { get } = painted
  const words = encodeURIComponent('峰会')

  it('paints the words in the box and each type’s first hits, its cards and 查看更多 as links', async () => {
    const { view } = await painted.paint(SEARCH + words, '搜索')
    // The box holds the words, read-only until the app (typing before it would be lost); its × waits for the app.
    assert.match(view, /<input aria-label="搜索全站内容" readonly="" class="[^"]*search-screen__input fp-wait"[^>]*value="峰会"\/>/)
    assert.match(view, /search-screen__clear fp-wait" role="button" tabindex="0" aria-label="清除搜索"/)
    assert.match(view, /<div class="search-group__title" role="heading" aria-level="2">活动<span class="taro-text search-group__count">\d+ 条<\/span>/)
    // A type whose list searches the same words: 查看更多 is a link to it.
    assert.match(
      view,
      new RegExp(`<a class="search-group__more" role="link"[^>]*aria-label="查看更多活动" href="/web/h/pages/event-list/index\\?searchValue=${words}"`)
    )
    // Hits are links to their details.
    assert.match(view, /<a [^>]*href="\/web\/h\/pages\/event\/index\?id=\d+"/)
    assert.doesNotMatch(view, /输入关键词|没有找到/)
  })

  it('ships the types and the results as the API answers them, under the keys the app asks with', async () => {
    const queries = shipped((await get(SEARCH + words)).body)
    const types = body<SearchableEntity[]>(await get('/api/open/v1/content/searchableEntityList')).data
    assert.deepEqual(queries.get(JSON.stringify(searchableTypesKey)), types)
    const pages: Page<EntityDataSummary>[] = []
    for (const t of types) {
      pages.push(
        body<Page<EntityDataSummary>>(await get(`/api/open/v1/entityData/entityDataList?entityType=${t.entityType}&searchValue=${words}&page=1&size=3`)).data
      )
    }
    const groups = searchGroups(types, pages)
    assert.ok(groups.length > 1, 'hits of more than one type')
    assert.deepEqual(queries.get(JSON.stringify(searchResultsKey(types, '峰会'))), groups)
    assert.equal(queries.size, 2)
  })

  it('paints the prompt for no words, and says when nothing is found', async () => {
    const empty = await get(SEARCH)
    assert.match(paintedView(empty.body), /输入关键词，搜索活动、文章、课程等全部内容/)
    assert.deepEqual([...shipped(empty.body).keys()], [JSON.stringify(searchableTypesKey)])
    const none = paintedView((await get(SEARCH + encodeURIComponent('  没有这种内容xyz  '))).body)
    assert.match(none, /没有找到“没有这种内容xyz”相关的内容/)
    assert.match(none, /换个关键词试试/)
  })

  it('paints the same bytes for a signed-in member as for anyone', async () => {
    const member = await webSession(painted.s.app, MEMBER)
    await paintedAsForAnyone(painted, SEARCH + words, member.cookie, () => painted.write.prepare('UPDATE entity_data SET title = title WHERE id = 1').run())
  })

  it('escapes hostile words and titles', async () => {
    const hostile = await get(SEARCH + encodeURIComponent('"><script>alert(1)</script>'))
    const view = paintedView(hostile.body)
    assert.match(view, /value="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/)
    assert.match(view, /没有找到“&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;”/)
    assert.doesNotMatch(hostile.body, /<script>alert\(1\)/)
    const id = painted.write
      .prepare("SELECT id FROM entity_data WHERE entity_type = 'EVENT' AND title LIKE '%峰会%' ORDER BY id LIMIT 1")
      .pluck()
      .get() as number
    const title = painted.write.prepare('SELECT title FROM entity_data WHERE id = ?').pluck().get(id) as string
    try {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run('峰会<img src=x onerror=alert(2)>', id)
      const edited = paintedView((await get(SEARCH + words)).body)
      assert.match(edited, /峰会&lt;img src=x onerror=alert\(2\)&gt;/)
      assert.doesNotMatch(edited, /<img src=x/)
    } finally {
      painted.write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run(title, id)
    }
  })

  it('keeps home home, and reads the words as the app does (trimmed, at most 50 characters)', async () => {
    const home = paintedView((await get('/web/h/pages/index/index')).body)
    assert.doesNotMatch(home, /search-screen/)
    const long = 'a'.repeat(60)
    const view = paintedView((await get(SEARCH + `%20${long}%20`)).body)
    assert.match(view, new RegExp(`value="${'a'.repeat(50)}"`))
    assert.match(view, new RegExp(`没有找到“${'a'.repeat(50)}”`))
  })
})
