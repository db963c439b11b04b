/**
 * The painted first view drawn by the app's own components (issue #28 §1): the server bundle (scripts/build-ssr.cjs over
 * src/ssr/views.tsx) renders the detail pages' pure views with react-dom/server, and the painter serves what it renders.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { EntityDataDetail } from '../../types/contract'
import { paintedViews } from '../../server/ssr/views'
import { idOf, startServer, type TestServer } from './helpers'

const build = createRequire(__filename)('../../scripts/build-ssr.cjs') as { BUNDLE: string; isStale: () => boolean; ensureSsrBundle: () => string }

const site = { companyInfo: { companyName: '示例公司', themeColor: '#d9363e' } as never, website: null }

function article(overrides: Partial<EntityDataDetail> = {}): EntityDataDetail {
  return {
    id: 7,
    entityType: 'ARTICLE',
    title: '春季发布会回顾',
    cover: 'https://example.com/cover.png',
    content: '<p>正文 <a href="https://example.com/x">链接</a></p><img src=x onerror=alert(1)>',
    categoryName: '公司新闻',
    publishTime: '2026-03-01 10:00:00',
    viewCount: 1234,
    labels: ['发布会', '回顾'],
    price: 0,
    owned: false,
    starred: false,
    starCount: 3,
    gate: { requireCpContact: false, requireSubscribe: false },
    ...overrides
  } as EntityDataDetail
}

describe('painted views from the app components', () => {
  it("draws an article as its page does: the cover's alt and name from the title, the header's facts, a sanitised body", () => {
    const html = paintedViews().renderDetail(site, 'ARTICLE', article())
    assert.ok(html)
    // DetailCover: Taro's Image as the web renders it, with the title as alt and label, and the LCP hint
    assert.match(
      html,
      /<div class="taro-img detail-cover__img" aria-label="春季发布会回顾"><img class="taro-img__mode-aspectfill" src="https:\/\/example.com\/cover.png" alt="春季发布会回顾" fetchpriority="high"\/>/
    )
    // DetailHeader's facts, from the shared formatters (Beijing day), and its labels
    assert.match(html, /<span class="taro-text detail-header__facts">公司新闻 · 2026-03-01 · 1234 浏览<\/span>/)
    assert.match(html, /<span class="taro-text detail-header__label">发布会<\/span><span class="taro-text detail-header__label">回顾<\/span>/)
    // SafeRichText through the server's sanitiser: no handler survives
    assert.match(html, /<div class="safe-rich-text "><div class="safe-rich-text__html"><p>正文 <a href="https:\/\/example.com\/x"/)
    assert.doesNotMatch(html, /onerror/)
    // The theme the page applies, and the detail bar as an anonymous visitor sees it: not starred, waiting for the app
    assert.match(html, /<div class="page [^"]*" style="--theme-color:#[0-9a-f]{6};/)
    assert.match(html, /<div class="detail-bar__btn {2}fp-wait" role="button" tabindex="0" aria-label="收藏" aria-pressed="false" data-testid="star-button">/)
    assert.match(html, /<div class="share-btn detail-bar__btn fp-wait" role="button" tabindex="0" aria-label="分享">/)
  })

  it('draws a paid article locked, with the buy button the app shows', () => {
    const html = paintedViews().renderDetail(site, 'ARTICLE', article({ price: 990 }))
    assert.match(html ?? '', /class="detail-body detail-body--locked"/)
    assert.match(html ?? '', /<div class="btn detail-bar__main btn-primary taro-button-core fp-wait" role="button" tabindex="0"[^>]*>¥9\.90 立即购买<\/div>/)
  })

  it('draws every painted detail type, and nothing for a type without a page', () => {
    assert.deepEqual([...paintedViews().detailTypes].sort(), ['ARTICLE', 'COURSE', 'CUSTOMER_CASE', 'EVENT', 'FILEDOWNLOAD', 'PRODUCT_INTRODUCTION', 'VIDEO'])
    assert.equal(paintedViews().renderDetail(site, 'BAGEVENT', article()), null)
  })

  it("links what a component names with data-href (the event's agenda), and draws Taro's video before it plays", () => {
    const event = paintedViews().renderDetail(
      site,
      'EVENT',
      article({
        event: {
          status: 'SIGNING',
          startTime: '2026-04-01 09:00:00',
          endTime: '2026-04-01 17:00:00',
          city: '上海',
          address: '',
          capacity: 0,
          signedUpCount: 2,
          schedule: [{}]
        }
      } as never)
    )
    assert.match(
      event ?? '',
      /<a class="event-info__link" role="link" href="\/web\/h\/pages\/schedule\/index\?id=7"><span class="taro-text">查看活动日程（1）<\/span>/
    )
    const video = paintedViews().renderDetail(
      site,
      'VIDEO',
      article({ cover: null, video: { url: 'https://example.com/v.mp4', poster: 'https://example.com/p.png', duration: 125 } } as never)
    )
    assert.match(
      video ?? '',
      /<div class="video-player__video fp-video fp-wait" role="img" aria-label="春季发布会回顾"><img class="fp-video__poster" src="https:\/\/example.com\/p.png" alt="" fetchpriority="high"\/><div class="fp-video__cover" aria-hidden="true"><div class="fp-video__play"><\/div><div class="fp-video__duration">02:05<\/div>/
    )
  })

  it('builds the bundle again when one of its sources is newer than it', () => {
    build.ensureSsrBundle()
    assert.equal(build.isStale(), false)
    fs.utimesSync(build.BUNDLE, new Date(0), new Date(0))
    assert.equal(build.isStale(), true)
    build.ensureSsrBundle()
    assert.equal(build.isStale(), false)
  })
})

describe('the painter serves the components’ view', () => {
  let s: TestServer
  let staticDir: string
  before(async () => {
    // The least of a web build the painter needs: an index.html to paint into.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'painted-views-'))
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>企业官网</title></head><body><div id="app"></div></body></html>')
    fs.writeFileSync(path.join(staticDir, 'route-manifest.json'), JSON.stringify({ initial: [], routes: {} }))
    s = await startServer({ staticDir })
  })
  after(async () => {
    await s.close()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  for (const [route, key] of [
    ['article', 'article-1'],
    ['case', 'case-1'],
    ['product', 'product-1'],
    ['event', 'event-summit'],
    ['course', 'course-data'],
    ['video', 'video-1'],
    ['material', 'material-1']
  ]) {
    it(`paints pages/${route} with the detail page's components`, async () => {
      const res = await s.app.inject({ method: 'GET', url: `/web/h/pages/${route}/index?id=${idOf(s.db, key)}` })
      assert.equal(res.statusCode, 200)
      // Only the components give the share button the tab stop of Taro's web tapTarget (the templates had none).
      assert.match(
        res.body,
        /<div id="fp"[^>]*>[\s\S]*<div class="share-btn detail-bar__btn fp-wait" role="button" tabindex="0" aria-label="分享">[\s\S]*<div id="app">/
      )
    })
  }
})
