/**
 * The painted first view drawn by the app's own components (issue #28 §1): the server bundle (scripts/build.cjs over
 * src/ssr/views.tsx) renders the detail pages' pure views with react-dom/server, and the painter serves what it renders.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import type { AiAssistant, EntityDataDetail, EntityDataSummary, NavItem, SiteModule } from '../../types/contract'
import { loadPaintedViews, paintedViews } from '../../server/ssr/views'
import { assistantRepo } from '../../server/repositories/assistant'
import { assistantKey } from '../../src/shared/query-keys'
import { LIST_KIND_OF_ROUTE } from '../../src/shared/content-lists'
import { paintedRouteUrls, PAINTED_VARIANTS } from '../support/painted-urls'
import { setWebsiteTheme } from '../support/website-theme'
import { body, bootData, idOf, MEMBER, startServer, type TestServer, webSession, whileEditedLater } from './helpers'

const build = createRequire(__filename)('../../scripts/build.cjs') as { SSR_BUNDLE: string; isStale(name: 'ssr'): boolean; ensureBuilt(names: ['ssr']): void }

// What a server does at start (the test runner built the bundle).
before(() => {
  assert.ok(loadPaintedViews().views)
})

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

  it('says a title once, as the app does (issue #43): the bar names the page, a body opening with the title loses it', () => {
    for (const [type, bar] of [
      ['ARTICLE', '文章详情'],
      ['CUSTOMER_CASE', '案例详情'],
      ['PRODUCT_INTRODUCTION', '产品详情']
    ] as const) {
      const html =
        paintedViews().renderDetail(site, type, article({ entityType: type, content: '<p><br></p><h2> 春季发布会<em>回顾</em></h2><p>正文</p>' })) ?? ''
      assert.match(html, new RegExp(`<div class="nav-bar__title" role="heading" aria-level="1">${bar}</div>`), type)
      assert.match(html, /<div class="detail-header__title" role="heading" aria-level="2">春季发布会回顾<\/div>/, type)
      assert.match(html, /<div class="safe-rich-text__html"><p>正文<\/p><\/div>/, type)
      // The cover's alt and name carry the title too, for those who cannot see the cover; only the header shows it.
      const shown = html.replace(/<[^>]*>/g, '')
      assert.equal(shown.split('春季发布会回顾').length - 1, 1, `${type}: ${shown}`)
    }
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

  const card = (id: number, title: string, overrides: Partial<EntityDataSummary> = {}): EntityDataSummary =>
    ({
      id,
      entityType: 'ARTICLE',
      title,
      summary: `${title}的摘要`,
      cover: `https://example.com/${id}.png`,
      publishTime: '2026-03-01 10:00:00',
      viewCount: 5,
      ...overrides
    }) as EntityDataSummary

  it('draws a list as ContentListView does: category tabs as links, the search read-only, cards as links to their details', () => {
    const html = paintedViews().renderList(site, {
      kind: 'article',
      categories: [
        { id: 12, name: '产品动态', sort: 2 },
        { id: 11, name: '行业洞察', sort: 1 }
      ] as never,
      categoryId: 12,
      searchValue: '营销',
      items: [card(7, '第一篇'), card(8, '第二篇', { cover: '' })],
      last: false
    })
    // Taro's pull-to-refresh frame around the page, the theme on the page
    assert.match(
      html,
      /^<div class="rmc-pull-to-refresh-content-wrapper"><div class="rmc-pull-to-refresh-content [^"]*"><div class="page [^"]*content-list content-list--row" style="--theme-color:#/
    )
    // SearchField's input, read-only and busy until the app takes over, with its name on the input itself
    assert.match(
      html,
      /<input aria-label="搜索文章" readonly="" class="taro-input-core weui-input content-list__search-input fp-wait" type="search" placeholder="搜索文章" maxLength="50" value="营销"\/>/
    )
    assert.doesNotMatch(html, /nativeProps/)
    // the clear button the component shows beside a search waits for the app
    assert.match(html, /<div class="content-list__search-clear fp-wait" role="button" tabindex="0" aria-label="清除搜索">/)
    // category tabs in the categories' order, each a link to its list (the search kept), the selected one marked
    assert.match(
      html,
      /<a class="content-list__tab " role="tab" aria-selected="false" href="\/web\/h\/pages\/article-list\/index\?searchValue=%E8%90%A5%E9%94%80"><span class="taro-text">全部<\/span><\/a><a class="content-list__tab " role="tab" aria-selected="false" href="\/web\/h\/pages\/article-list\/index\?categoryId=11&amp;searchValue=[^"]+"><span class="taro-text">行业洞察<\/span><\/a><a class="content-list__tab content-list__tab--on" role="tab" aria-selected="true" href="[^"]*categoryId=12[^"]*">/
    )
    // ContentCard's data-href: a real link to the detail page; the first item, featured (it has a cover), is the LCP
    // candidate
    assert.match(
      html,
      /<a class="content-card content-card--large " role="link" data-testid="content-card" href="\/web\/h\/pages\/article\/index\?id=7"><div class="content-card__cover"><div class="taro-img content-card__img"><img class="taro-img__mode-aspectfill" src="[^"]+" alt="" fetchpriority="high"\/>/
    )
    assert.match(
      html,
      /<a class="content-card content-card--row " role="link" data-testid="content-card" href="\/web\/h\/pages\/article\/index\?id=8"><div class="content-card__cover"><div class="content-card__placeholder" aria-hidden="true">/
    )
    // PagedList's footer: more to come, the button waits for the app
    assert.match(html, /<div class="paged-list__more fp-wait" role="button" tabindex="0">加载更多<\/div>/)
  })

  it("draws the event list's status tabs waiting for the app, and the empty state with the component's hint", () => {
    const events = paintedViews().renderList(site, { kind: 'event', categories: [], categoryId: null, searchValue: '', items: [], last: true })
    assert.match(
      events,
      /role="tablist" aria-label="活动状态"><div class="content-list__tab content-list__tab--on fp-wait" role="tab" tabindex="0" aria-selected="true"><span class="taro-text">全部<\/span>/
    )
    assert.doesNotMatch(events, /aria-label="分类"/)
    // Empty's hint is the component's (the templates drew the text only)
    assert.match(events, /<span class="taro-text state__text">暂无活动<\/span><span class="taro-text state__hint">稍后再来看看<\/span>/)
    const searched = paintedViews().renderList(site, { kind: 'article', categories: [], categoryId: null, searchValue: '没有', items: [], last: true })
    assert.match(searched, /state__text">没有找到“没有”相关的文章<\/span><span class="taro-text state__hint">换个关键词试试</)
    const grid = paintedViews().renderList(site, {
      kind: 'case',
      categories: [],
      categoryId: null,
      searchValue: '',
      items: [card(9, '案例', { entityType: 'CUSTOMER_CASE' } as never)],
      last: true
    })
    assert.match(grid, /content-list content-list--grid/)
    assert.doesNotMatch(grid, /content-list__search/)
    assert.match(grid, /href="\/web\/h\/pages\/case\/index\?id=9"/)
    assert.match(grid, /<span class="taro-text paged-list__end">没有更多了<\/span>/)
  })

  it('draws the chat page as a visitor with no session sees it: the welcome, the suggestions and the input waiting for the app', () => {
    const assistant: AiAssistant = {
      id: 1,
      name: '小云',
      avatar: 'https://example.com/ai.png',
      welcome: '你好，我是小云',
      suggestions: ['最近有什么活动？', '<b>怎么报名</b>']
    }
    const html = paintedViews().renderChat(site, assistant)
    assert.match(html, /<div class="nav-bar__title" role="heading" aria-level="1">小云<\/div>/)
    assert.match(
      html,
      /<div class="ai-chat"><div class="ai-msg ai-msg--assistant"><div class="taro-img ai-msg__avatar"><img class="taro-img__mode-aspectfill" src="[^"]+" alt="" fetchpriority="high"\/><\/div><div class="ai-msg__col"><div class="ai-msg__bubble"><span class="taro-text ai-msg__name">小云<\/span><span class="taro-text ai-msg__plain">你好，我是小云<\/span><\/div>/
    )
    // suggestions are buttons that wait for the app (asking needs it); text escaped by React
    assert.match(
      html,
      /<div class="ai-chat__chips" aria-label="你可以这样问"><div class="ai-chat__chip fp-wait" role="button" tabindex="0">最近有什么活动？<\/div><div class="ai-chat__chip fp-wait" role="button" tabindex="0">&lt;b&gt;怎么报名&lt;\/b&gt;<\/div>/
    )
    // the input bar: read-only field, send disabled as for an empty question
    assert.match(
      html,
      /<div class="page__bottom-bar"><div class="ai-input"><input id="ai-question" aria-label="输入你的问题" readonly="" class="taro-input-core weui-input ai-input__field fp-wait"/
    )
    assert.match(html, /aria-label="发送"[^>]*>发送<\/div>/)
    // nothing of a conversation
    assert.doesNotMatch(html, /ai-msg--user|ai-chat__earlier|ai-chat__new/)
    const plain = paintedViews().renderChat(site, { ...assistant, avatar: '', suggestions: [] })
    assert.match(plain, /<div class="ai-msg__avatar ai-msg__avatar--empty">AI<\/div>/)
    assert.doesNotMatch(plain, /ai-chat__chips/)
  })

  it('builds the bundle again when one of its sources is newer than it', () => {
    build.ensureBuilt(['ssr'])
    assert.equal(build.isStale('ssr'), false)
    fs.utimesSync(build.SSR_BUNDLE, new Date(0), new Date(0))
    assert.equal(build.isStale('ssr'), true)
    build.ensureBuilt(['ssr'])
    assert.equal(build.isStale('ssr'), false)
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
    // the other images are lazy, so the page can hold back those off the first screen (index-page.ts)
    assert.equal(html.match(/<img /g)?.length, html.match(/loading="lazy"/g)!.length + 1)
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
    assert.match(
      html,
      /<a class="home-tabs__tab " role="tab" aria-selected="false" href="\/web\/h\/pages\/account\/index"><span aria-hidden="true" class="taro-text home-tabs__icon">☺<\/span><span class="taro-text home-tabs__label">我的<\/span><\/a>/
    )
    // all of it fits the first screen: no placeholder
    assert.doesNotMatch(html, /module-list__later/)
  })

  it('stops after the first screen with one block of the rest, and leaves out a card that cannot be shown', () => {
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
    // six sections in the first screen, the card that draws nothing among them
    assert.match(html, /<\/div><div class="module-list__later" data-first-screen="6" aria-hidden="true" style="height:1722px"><\/div>/)
    // the first image module is the LCP candidate, the page's frame is the custom page's (nav bar and title)
    assert.match(html, /alt="图0" fetchpriority="high"/)
    assert.match(html, /<div class="nav-bar__title" role="heading" aria-level="1">专题<\/div>/)
  })

  it('is built from the module components: a change in one of them builds the bundle again', () => {
    build.ensureBuilt(['ssr'])
    const inputs = (JSON.parse(fs.readFileSync(`${build.SSR_BUNDLE}.meta.json`, 'utf8')) as { inputs: string[] }).inputs
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
    whileEditedLater(path.join(__dirname, '../../src/features/site/components/nav-module.tsx'), () => assert.equal(build.isStale('ssr'), true))
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

  it('paints a product’s 咨询 and 申请试用 (the lead form the site’s navigation opens) as links', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/web/h/pages/product/index?id=${idOf(s.db, 'product-1')}` })
    const bar = res.body.slice(res.body.indexOf('<div class="detail-bar"'), res.body.indexOf('<div id="app">'))
    assert.match(bar, /<a class="detail-bar__btn" role="link" href="\/web\/h\/pages\/ai\/index">[\s\S]*咨询<\/span><\/a>/)
    assert.match(bar, /<a class="detail-bar__main detail-bar__main--link btn-primary" role="link" href="\/web\/h\/pages\/form\/index\?id=2">申请试用<\/a>/)
  })

  /** The painted view and the boot data's queries of an app URL. */
  const painted = async (url: string, cookie?: string) => {
    const res = await s.app.inject({ url, headers: cookie ? { cookie } : {} })
    assert.equal(res.statusCode, 200)
    const view = /<div id="fp"[^>]*>([\s\S]*)<div id="app">/.exec(res.body)
    assert.ok(view, `${url} is painted`)
    const boot = bootData(res.body)
    return { html: view[1], queries: boot.queries || [] }
  }

  for (const route of Object.keys(LIST_KIND_OF_ROUTE)) {
    it(`paints ${route} with the list page's components, its cards linking to their details`, async () => {
      const { html } = await painted(`/web/h/${route}`)
      // The components' footer (a button with a tab stop) or end line; the templates' 加载更多 had no role.
      assert.match(
        html,
        /<div class="paged-list__footer" id="paged-list-end-\d+">(<div class="paged-list__more fp-wait" role="button" tabindex="0">加载更多<\/div>|<span class="taro-text paged-list__end">没有更多了<\/span>)<\/div>/
      )
      const links = [
        ...html.matchAll(/<a class="content-card [^"]*" role="link" data-testid="content-card" href="\/web\/h\/pages\/([a-z]+)\/index\?id=(\d+)">/g)
      ]
      assert.ok(links.length > 0, 'cards are links')
      for (const [, page, id] of links)
        assert.equal((await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${id}` })).statusCode, 200, `${page} ${id}`)
    })
  }

  it('paints the AI chat page from the components and ships the assistant under the key the app asks with', async () => {
    const { html, queries } = await painted('/web/h/pages/ai/index?utm_source=share')
    const info = body<AiAssistant>(await s.app.inject({ url: '/api/ca-open/v1/ai/assistant/info' })).data
    assert.ok(html.includes(`<span class="taro-text ai-msg__plain">${info.welcome}</span>`))
    assert.match(html, /<div class="ai-chat__chip fp-wait" role="button" tabindex="0">/)
    assert.deepEqual(queries, [{ key: [...assistantKey], data: info }])
  })

  it("paints nothing of a signed-in visitor's conversation or account on the chat page", async () => {
    const { cookie, auth } = await webSession(s.app, MEMBER)
    const account = s.db.prepare('SELECT id, nick_name FROM accounts WHERE cellphone = ?').get(MEMBER) as { id: number; nick_name: string }
    // Another connection, as the server's own is read-only here (the app's questions go through the answer pool).
    const write = new Database(path.join(s.dir, 'app.sqlite'))
    try {
      const messages = assistantRepo(write)
      messages.add(account.id, 'user', '我的私人问题 A1B2', '[]', new Date().toISOString())
      messages.add(account.id, 'assistant', '只给你的回答 C3D4', '[]', new Date().toISOString())
    } finally {
      write.close()
    }
    const history = body<unknown[]>(await s.app.inject({ url: '/api/ca-open/v1/ai/assistant/message/historyList?size=10', headers: auth })).data
    assert.ok(JSON.stringify(history).includes('A1B2'), 'the member has a conversation')
    const signedIn = await painted('/web/h/pages/ai/index', cookie)
    const anonymous = await painted('/web/h/pages/ai/index')
    for (const text of ['A1B2', 'C3D4', MEMBER, account.nick_name]) {
      assert.ok(!signedIn.html.includes(text), `no ${text} in the painted view`)
      assert.ok(!JSON.stringify(signedIn.queries).includes(text), `no ${text} in the shipped answers`)
    }
    assert.equal(signedIn.html, anonymous.html)
    assert.deepEqual(signedIn.queries, anonymous.queries)
  })

  it('paints in the theme it is given: the second theme is another colour, on every painted route', async () => {
    // The browser's parity journey (test/e2e/paint-parity.test.ts) proves each coloured part draws --theme-color alike
    // in both views; here, that every painted route is painted with the theme the website has now.
    const urls = [...PAINTED_VARIANTS, ...paintedRouteUrls(s.db)].map(url => `/web/h${url}`)
    /** The theme colour as the page paints it: the theme made legible (utils/theme), so the pages are compared, not the input. */
    const colourOf = async (url: string) => {
      const res = await s.app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      return /--theme-color:(#[0-9a-f]{6})/i.exec(res.body)?.[1]
    }
    const setTheme = (color: string | null) => setWebsiteTheme(s.dir, color)
    try {
      const demo = await colourOf(urls[0])
      setTheme('#d9363e')
      const second = await colourOf(urls[0])
      assert.ok(demo && second && demo !== second, `demo ${demo}, second ${second}`)
      for (const url of urls) assert.equal(await colourOf(url), second, url)
    } finally {
      setTheme(null)
    }
  })
})
