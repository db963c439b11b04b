/**
 * A directory's album painted by its own view (docs/first-paint.md): every asset's thumbnail and name, each tile a
 * button waiting for the app (an image's full-screen preview, another asset's page), the same for every visitor; the
 * assets shipped under the album page's key as the API answers them; a directory that does not exist paints the
 * app's empty album; no album, a malformed one, chosen assets (?ids) and a ?title left to the app, never a 500.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Asset, Page } from '../../types/contract'
import { albumKey } from '../../src/shared/assets'
import { canonicalPage } from '../../server/ssr/painter'
import { assertLeftToApp, body, MEMBER, webSession, paintedView, shipped, paintedPagesPerSuite, paintedAsForAnyone } from './helpers'

describe('the painted album', () => {
  let posters: number
  let videos: number
  const painted = paintedPagesPerSuite('fp-album-', painting => {
    const dir = (name: string) => painting.write.prepare('SELECT id FROM asset_dirs WHERE name = ?').pluck().get(name) as number
    posters = dir('活动海报')
    videos = dir('宣传视频')
  })
  const { get } = painted
  const album = (query: string) => `/web/h/pages/album/index${query}`
  const assetsOf = async (dirId: number) => body<Page<Asset>>(await get(`/api/open/v1/asset/list?dirId=${dirId}&size=1000`)).data

  it('paints every asset of the directory, each tile waiting for the app', async () => {
    const { res, view } = await painted.paint(album(`?dirId=${posters}`), '相册')
    const assets = (await assetsOf(posters)).content
    assert.ok(assets.length >= 3)
    for (const asset of assets) {
      // An image previews full screen (Taro's previewImage): a busy control the tap queue keeps.
      assert.match(
        view,
        new RegExp(`<div class="asset-grid__item fp-wait" role="button" tabindex="0" aria-label="${asset.name}" data-testid="asset-tile">`),
        asset.name
      )
      assert.match(view, new RegExp(`asset-grid__caption">${asset.name}<`), asset.name)
    }
    assert.equal(view.match(/data-testid="asset-tile"/g)?.length, assets.length)
    // The first thumbnail is the page's LCP candidate, preloaded.
    assert.equal(view.match(/fetchpriority="high"/g)?.length, 1)
    // ?id names the directory too, as the app reads it: the same page.
    assert.equal((await get(album(`?id=${posters}&utm_source=x`))).body, res.body)
  })

  it('paints videos with their cover and play mark', async () => {
    const view = paintedView((await get(album(`?dirId=${videos}`))).body)
    assert.equal(view.match(/asset-grid__play">▶</g)?.length, (await assetsOf(videos)).content.length)
  })

  it('ships the assets as the API answers them, under the key the album page asks with', async () => {
    for (const dirId of [posters, videos]) {
      const queries = shipped((await get(album(`?dirId=${dirId}`))).body)
      assert.equal(queries.size, 1)
      assert.deepEqual(queries.get(JSON.stringify(albumKey({ dirId }))), await assetsOf(dirId))
    }
  })

  it('paints the same bytes for a signed-in member as for anyone, with no signed address', async () => {
    const member = await webSession(painted.s.app, MEMBER)
    await paintedAsForAnyone(
      painted,
      album(`?dirId=${videos}`),
      member.cookie,
      () => painted.write.prepare('UPDATE assets SET name = name WHERE dir_id = ?').run(videos),
      /13800000000|[?&]by=/
    )
  })

  it('paints the app’s empty album for a directory with no assets or none at all, one page for every missing id', async () => {
    painted.write.prepare("INSERT INTO asset_dirs (id, name, parent_id) VALUES (900, '空相册', NULL)").run()
    try {
      for (const query of ['?dirId=900', '?dirId=999999', '?dirId=888888']) {
        const view = paintedView((await get(album(query))).body)
        assert.match(view, /相册里还没有图片/, query)
        assert.match(view, /返回首页/, query)
        assert.doesNotMatch(view, /asset-tile/, query)
      }
      // One page cache key for every missing directory (never one per id a visitor makes up).
      const key = (query: string) => canonicalPage(painted.s.db, null, album(query))
      assert.equal(key('?dirId=999999'), '/web/h/pages/album/index?dirId=none')
      assert.equal(key('?dirId=888888'), key('?dirId=999999'))
      assert.equal(key('?id=900'), '/web/h/pages/album/index?dirId=900')
      // A missing directory ships nothing (its answer is the app's to ask for under its own key).
      assert.equal(shipped((await get(album('?dirId=999999'))).body).size, 0)
      assert.equal(shipped((await get(album('?dirId=900'))).body).size, 1)
    } finally {
      painted.write.prepare('DELETE FROM asset_dirs WHERE id = 900').run()
    }
  })

  it('escapes a hostile asset name', async () => {
    const id = painted.write.prepare('SELECT id FROM assets WHERE dir_id = ? ORDER BY id LIMIT 1').pluck().get(posters) as number
    const name = painted.write.prepare('SELECT name FROM assets WHERE id = ?').pluck().get(id) as string
    try {
      painted.write.prepare('UPDATE assets SET name = ? WHERE id = ?').run('<img src=x onerror=alert(1)>"海报', id)
      const view = paintedView((await get(album(`?dirId=${posters}`))).body)
      assert.match(view, /aria-label="&lt;img src=x onerror=alert\(1\)&gt;&quot;海报"/)
      assert.match(view, /asset-grid__caption">&lt;img src=x onerror=alert\(1\)&gt;&quot;海报</)
      assert.doesNotMatch(view, /<img src=x/)
    } finally {
      painted.write.prepare('UPDATE assets SET name = ? WHERE id = ?').run(name, id)
    }
  })

  it('leaves no album, a malformed one, chosen assets and a titled album to the app, never a 500', async () => {
    const malformed = ['abc', '-1', '1.5', '0', 'none', '9'.repeat(400), '%E0%A4%A'].map(dir => `?dirId=${dir}`)
    for (const query of ['', ...malformed, '?ids=1,2,3', '?assetIds=1', '?ids=abc', `?dirId=${posters}&title=${encodeURIComponent('<b>海报</b>')}`])
      assertLeftToApp(await get(album(query)), query, /asset-grid|相册里还没有图片/)
  })
})
