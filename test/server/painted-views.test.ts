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
import type { EntityDataDetail, EntityDataSummary, NavItem, SiteModule } from '../../types/contract'
import { paintedViews } from '../../server/ssr/views'
import { idOf, MEMBER, startServer, type TestServer, webSession } from './helpers'

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

const nav = (id: number, title: string, item: Partial<NavItem>): NavItem =>
  ({ id, title, icon: `https://example.com/icon-${id}.png`, type: 1, ...item }) as NavItem
const module = <K extends SiteModule['kind']>(id: number, kind: K, rest: object = {}): SiteModule =>
  ({ id, kind, title: '', subtitle: '', more: null, ...rest }) as unknown as SiteModule
const row = (id: number, title: string): EntityDataSummary =>
  ({
    id,
    entityDataId: id,
    entityType: 'ARTICLE',
    contentType: 1,
    title,
    summary: '',
    cover: `https://example.com/c${id}.png`,
    labels: [],
    publishTime: '2026-03-01 10:00:00',
    viewCount: 1,
    starCount: 0
  }) as unknown as EntityDataSummary

describe('home and custom pages painted by the module components', () => {
  const banner = module(1, 'BANNER', {
    slides: [
      { image: 'https://example.com/b1.png', title: '峰会', nav: { id: 0, title: '', icon: '', type: 5, contentId: 9, contentType: 'EVENT' } },
      { image: 'https://example.com/b2.png', title: '', nav: null }
    ]
  })
  const grid = module(2, 'NAV', {
    title: '快捷入口',
    columns: 4,
    items: [nav(1, '关于我们', { type: 1, templateId: 3 }), nav(2, '活动', { type: 1, templateId: -2 }), nav(3, '视频号', { type: 8 })]
  })
  const articles = module(3, 'CONTENT', { title: '精选文章', entityType: 'ARTICLE', layout: 'list', size: 2 })
  const card = module(4, 'CARD', { title: '我的名片', companyUserId: 5 })
  const data = {
    rows: { 3: [row(11, '第一篇'), row(12, '第二篇'), row(13, '第三篇')] },
    cards: { 5: { name: '李明', title: '顾问', company: '示例公司', avatar: '', cellphone: '' } }
  }

  it('draws home with its components: header, module frames, nav items, cards and more links as links, the tab bar', () => {
    const html = paintedViews().renderHome(site, { hasMenu: true, modules: [banner, grid, articles, card], data })
    // HomeHeader: the menu waits for the app (a tab stop, as Taro's web tapTarget gives it), the search box is read-only
    assert.match(html, /<div class="home-header__menu fp-wait" role="button" tabindex="0" aria-label="打开菜单">/)
    assert.match(html, /<input aria-label="搜索全站内容" readonly="" class="[^"]*home-header__search-input fp-wait"/)
    // the banner's first slide is the LCP candidate (not the logo or an icon before it) and a link to the event it names
    assert.match(
      html,
      /<a class="banner-module__slide" role="link" aria-label="峰会" href="\/web\/h\/pages\/event\/index\?id=9"><div class="taro-img banner-module__img"><img class="taro-img__mode-aspectfill" src="[^"]*b1[^"]*" alt="峰会" fetchpriority="high"\/>/
    )
    assert.equal(html.match(/fetchpriority="high"/g)?.length, 1)
    // NavModule: pages of the app are links, what only the app can open (视频号) waits
    assert.match(html, /<a class="nav-module__item" role="link" aria-label="关于我们" href="\/web\/h\/pages\/custom\/index\?pageId=3">/)
    assert.match(html, /<a class="nav-module__item" role="link" aria-label="活动" href="\/web\/h\/pages\/event-list\/index">/)
    assert.match(html, /<div class="nav-module__item fp-wait" role="link" tabindex="0" aria-label="视频号">/)
    // ModuleFrame's 更多 (the type's list) and ContentModule's cards, at most the module's size
    assert.match(html, /<a class="site-module__more" role="link" aria-label="精选文章更多" href="\/web\/h\/pages\/article-list\/index">/)
    assert.match(html, /<a class="content-card content-card--row " role="link" data-testid="content-card" href="\/web\/h\/pages\/article\/index\?id=11">/)
    assert.ok(html.includes('第二篇') && !html.includes('第三篇'))
    // the card teaser: an anonymous visitor's view, never 我的名片; its link opens the 名片 tab
    assert.match(html, /<div class="site-module__title" role="heading" aria-level="2"[^>]*>李明的名片<\/div>/)
    assert.doesNotMatch(html, /我的名片/)
    assert.match(html, /<a class="card-module" role="link" href="\/web\/h\/pages\/index\/index\?tab=card&amp;companyUserId=5">/)
    // the tab bar: 首页 on, 名片 and 我的 links
    assert.match(html, /<a class="home-tabs__tab " role="tab" aria-selected="false" href="\/web\/h\/pages\/index\/index\?tab=card">/)
    assert.match(html, /<a class="home-tabs__tab" role="tab" aria-selected="false" aria-label="我的" href="\/web\/h\/pages\/account\/index">/)
    // all of it fits the first screen: no placeholder
    assert.doesNotMatch(html, /fp-later/)
  })

  it('stops after the first screen with one fp-later block of the rest, and leaves out a card that cannot be shown', () => {
    const many = Array.from({ length: 12 }, (_, i) => module(100 + i, 'IMAGE', { title: `图${i}`, image: `https://example.com/i${i}.png`, nav: null }))
    const html = paintedViews().renderCustomPage(site, {
      title: '专题',
      modules: [module(99, 'CARD', { companyUserId: 6 }), ...many],
      data: { rows: {}, cards: { 6: null } }
    })
    assert.doesNotMatch(html, /module-99/)
    const drawn = [...html.matchAll(/data-testid="module-(\d+)"/g)].map(m => Number(m[1]))
    // 100 px of title bar, then 12 + 44 + 190 px an image module: five start within 1,300 px
    assert.deepEqual(drawn, [100, 101, 102, 103, 104])
    assert.match(html, /<\/div><div class="fp-later" aria-hidden="true" style="height:1722px"><\/div>/)
    // the first image module is the LCP candidate, the page's frame is the custom page's (nav bar and title)
    assert.match(html, /alt="图0" fetchpriority="high"/)
    assert.match(html, /<div class="nav-bar__title" role="heading" aria-level="1">专题<\/div>/)
  })

  it('is built from the module components: a change in one of them builds the bundle again', () => {
    build.ensureSsrBundle()
    const inputs = (JSON.parse(fs.readFileSync(build.BUNDLE.replace(/views\.cjs$/, 'views.meta.json'), 'utf8')) as { inputs: string[] }).inputs
    for (const file of [
      'home-screen.tsx',
      'module-list.tsx',
      'module-frame.tsx',
      'nav-module.tsx',
      'banner-module.tsx',
      'content-module.tsx',
      'card-module.tsx'
    ])
      assert.ok(inputs.includes(`src/features/site/components/${file}`), file)
    const source = path.join(__dirname, '../../src/features/site/components/nav-module.tsx')
    const { atime, mtime } = fs.statSync(source)
    try {
      fs.utimesSync(source, new Date(), new Date(Date.now() + 60_000))
      assert.equal(build.isStale(), true)
    } finally {
      fs.utimesSync(source, atime, mtime)
    }
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

  it('paints home and a custom page with their components, the same for a signed-in member', async () => {
    const { cookie } = await webSession(s.app, MEMBER)
    for (const url of ['/web/h/', '/web/h/pages/custom/index?pageId=2', '/web/h/pages/scene/scene?id=2']) {
      for (const headers of [{}, { cookie }]) {
        const res = await s.app.inject({ method: 'GET', url, headers })
        assert.equal(res.statusCode, 200)
        const view = res.body.slice(res.body.indexOf('<div id="fp"'), res.body.indexOf('<div id="app">'))
        // Only the components give a waiting control the tab stop of Taro's web tapTarget (the templates had none).
        assert.match(view, /<div class="[^"]*fp-wait" role="(button|link|tab)" tabindex="0"/, url)
        assert.match(view, /<a class="content-card [^"]*" role="link" data-testid="content-card" href="\/web\/h\/[^"]+"/, url)
        assert.doesNotMatch(view, /我的名片|13800000000/, url)
      }
    }
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
