import Taro from '@tarojs/taro'
import type { PopupPush } from '../../../types/contract'
import { waitFor, within } from '@testing-library/dom'
import { backToFirstPage, openOnTop, stubIntersectionObserver, topPageElement, typeInto, type PageQueries } from '../../support/page'
import { mockApi, page } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { testPopup } from '../../support/popups'
import { row } from '../content-lists/helpers'
import { card, company, menu, NAV_CASES, website } from './fixtures'

const testUtils = new TaroTestApp()
const click = (el: Element) => testUtils.fireEvent.click(el)

let popups: PopupPush[] = []
let api: ReturnType<typeof mockApi>

const THEME2 = {
  themeColor: '#1f6fff',
  moduleTheme: 'theme2',
  moduleThemeSettings: {
    boxShadow: true,
    verticalMargin: 10,
    horizontalMargin: 14,
    borderRadius: 12,
    titleDecoration: 'dot',
    titlePosition: 'left',
    moreAtBottom: false
  }
}

type Screen = PageQueries

/** Opens a fresh home page (with `query`) and waits for its tab bar; returns its queries. */
async function openHome(query = ''): Promise<Screen> {
  const screen = await openOnTop(`/pages/index/index${query}`)
  await screen.findByRole('tablist', { name: '首页导航' })
  return screen
}

/** Waits until every module has loaded: the three content cards and the CARD module's teaser. */
async function withModules(screen: Screen): Promise<Screen> {
  await waitFor(() => {
    // By its text: a role query names every link from its content, too slow to poll here.
    screen.getByText('查看完整名片 ›')
    expect(screen.getAllByTestId('content-card').length).toBeGreaterThanOrEqual(3)
  })
  return screen
}
const openHomeWithModules = async () => withModules(await openHome())
const inModule = (screen: Screen, id: number) => within(screen.getByTestId(`module-${id}`))

/** Waits until the 名片 tab shows 李明's card (its own actions: the home teaser has none). */
async function cardTabShowsLiMing(screen: Screen) {
  await screen.findByRole('button', { name: '保存到通讯录' })
  expect(screen.getByText('李明')).toBeTruthy()
}

describe('home', () => {
  const routes = {
    'GET /open/v1/company/companyInfo': company,
    'GET /open/v1/website/1/info': website(THEME2),
    'GET /open/v1/website/1/menu': menu,
    'GET /open/v1/popup/fetchPopupPush': () => popups,
    'GET /open/website/module/moduleData/3': [row(11, { title: '文章一' }), row(12, { title: '文章二' }), row(13, { title: '超出条数的文章' })],
    'GET /open/website/module/moduleData/4': [row(21, { entityType: 'EVENT', contentType: 5, title: '活动一', eventStatus: 'UPCOMING' })],
    'GET /open/ca/v1/businessCard/getBusinessCardByCompanyUserId': card,
    'GET /open/v1/entityData/listCategories': [],
    'GET /open/v1/entityData/entityDataList': page([])
  }
  beforeAll(async () => {
    stubIntersectionObserver()
    api = mockApi(routes)
    await testUtils.createApp()
  })
  afterEach(async () => {
    popups = []
    Taro.removeStorageSync('popup_seen')
    await backToFirstPage()
    jest.restoreAllMocks()
    api = mockApi(routes)
  })

  it('shows the company logo and name, a search box and every module in order', async () => {
    const screen = await openHomeWithModules()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('云途科技')
    // The logo is decorative (no name, no role): found by its class.
    expect(topPageElement().querySelector('.home-header__logo')?.getAttribute('src')).toBe('https://example.com/logo.png')
    expect(screen.getAllByLabelText('搜索全站内容').length).toBeGreaterThan(0)
    // Each module's box carries its kind.
    const kinds = screen.getAllByTestId(/^module-\d+$/).map(m => m.className.match(/site-module--(banner|nav|content|rich_text|image|title|card)/)?.[1])
    // The TITLE module heads the card after it (one section, no empty box).
    expect(kinds).toEqual(['banner', 'nav', 'content', 'content', 'rich_text', 'image', 'card'])
    expect(screen.getAllByRole('heading', { level: 2 }).map(h => h.textContent)).toEqual(['快捷入口', '最新文章', '热门活动', '关于我们', '联系我们'])
    // A visitor is not shown someone else's card as 我的名片.
    expect(topPageElement().textContent).not.toContain('我的名片')
    expect(inModule(screen, 3).getByText('行业洞察与产品动态')).toBeTruthy()
  })

  it('renders the banner as a snapping carousel with one dot per slide', async () => {
    const screen = await openHomeWithModules()
    const carousel = inModule(screen, 1).getByRole('region', { name: '轮播图' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    // Slides and dots are layout (the dots are hidden from screen readers): counted by their classes.
    expect(carousel.querySelectorAll('.banner-carousel__slide')).toHaveLength(2)
    expect(carousel.querySelectorAll('.banner-carousel__dot')).toHaveLength(2)
    expect(carousel.querySelector('.banner-carousel__dot--on')).toBe(carousel.querySelector('.banner-carousel__dot'))
    expect(screen.getByRole('link', { name: '春季发布会' })).toBeTruthy()
    // no Swiper on the web: its library would weigh on the first load
    expect(topPageElement().querySelector('taro-swiper-core')).toBeNull()
  })

  it('lays content blocks out as a list (capped at size) and a sideways scroll, each opening the detail', async () => {
    const screen = await openHomeWithModules()
    const list = inModule(screen, 3)
      .getAllByTestId('content-card')
      .map(c => c.querySelector('.content-card__title')?.textContent)
    expect(list).toEqual(['文章一', '文章二'])
    // The sideways scroll is the layout: a grid card in a scrolling row.
    expect(screen.getByTestId('module-4').querySelector('.content-module--scroll .content-card--grid')).not.toBeNull()
    const spy = jest.spyOn(Taro, 'navigateTo')
    click(screen.getByRole('link', { name: /文章二/ }))
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ url: '/pages/article/index?id=12' }))
  })

  it.each([
    [
      'sends "more" to the editor link, or to the type list when there is none',
      ['最新文章更多', '热门活动更多'],
      ['/pages/article-list/index', '/pages/event-list/index']
    ],
    ['opens image and banner links', ['图片', '春季发布会'], ['/pages/form/index?id=8', '/pages/event/index?id=3']]
  ])('%s', async (_name, links, urls) => {
    const screen = await openHomeWithModules()
    const nav = jest.spyOn(Taro, 'navigateTo')
    links.forEach(name => click(screen.getByRole('link', { name })))
    await waitFor(() => expect(nav).toHaveBeenCalledTimes(2))
    expect(nav.mock.calls.map(c => (c[0] as { url: string }).url)).toEqual(urls)
  })

  it('sanitises rich text: markup stays, scripts and handlers do not', async () => {
    const screen = await openHomeWithModules()
    const html = screen.getByTestId('module-5').innerHTML
    expect(screen.getByTestId('module-5').textContent).toContain('我们是云途')
    expect(html).not.toMatch(/onerror|<script/i)
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('opens each type of nav item (0-8) the way spec §2 says', async () => {
    // One home page for all of them: opening a page is stubbed, so each tap leaves the page where it is.
    const screen = await openHomeWithModules()
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast')
    for (const { item, expect: expected } of NAV_CASES) {
      nav.mockClear()
      toast.mockClear()
      click(inModule(screen, 2).getByRole('link', { name: item.title }))
      if (expected.url) {
        await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: expected.url }))
      } else {
        // The refusal is the whole of such a tap: its toast comes instead of a page.
        await waitFor(() => expect(toast).toHaveBeenCalled())
        expect(toast.mock.calls[0][0]).toMatchObject({ title: expected.toast })
        expect(nav).not.toHaveBeenCalled()
      }
    }
  })

  it('lays modules out as theme2 inset cards with the configured margins, radius and shadow', async () => {
    const screen = await openHomeWithModules()
    // The theme is the page's and the boxes' classes and styles.
    expect(topPageElement().querySelector('.page')?.className).toContain('module-theme2')
    const box = screen.getByTestId('module-3')
    expect(box.className).toContain('site-module--theme2')
    expect(box.className).toContain('site-module--shadow')
    expect(box.style.margin).toBe('10px 14px')
    expect(box.style.borderRadius).toBe('12px')
    expect(box.querySelector('.site-module__title-bar--dot')).not.toBeNull()
    // theme2 titles keep the configured title colour
    expect(within(box).getByRole('heading', { level: 2 }).style.color).toBe('rgb(31, 35, 41)')
  })

  it('opens the website menu as a drawer whose items open through their nav type', async () => {
    const screen = await openHomeWithModules()
    click(screen.getByRole('button', { name: '打开菜单' }))
    const drawer = await screen.findByRole('dialog', { name: '云途科技' })
    // a drawer: the sheet slides in from the left
    expect(drawer.closest('.sheet--left')).not.toBeNull()
    const items = within(drawer).getAllByRole('menuitem')
    expect(items.map(i => i.textContent?.replace('›', ''))).toEqual(['关于我们', '全部活动'])
    const nav = jest.spyOn(Taro, 'navigateTo')
    click(within(drawer).getByRole('menuitem', { name: '全部活动' }))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/event-list/index' }))
    expect(screen.queryByRole('dialog', { name: '云途科技' })).toBeNull()
  })

  it('searches every content type from the header (home with ?searchValue)', async () => {
    const screen = await openHomeWithModules()
    const nav = jest.spyOn(Taro, 'navigateTo')
    const search = await typeInto(screen.getAllByLabelText('搜索全站内容')[0], '增长')
    // Enter is the keyboard's search key.
    testUtils.fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 })
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/index/index?searchValue=%E5%A2%9E%E9%95%BF' }))
  })

  it('shows the results of ?searchValue grouped by type, each with its count and 查看更多, and a hit opens its detail', async () => {
    api = mockApi({
      ...routes,
      'GET /open/v1/content/searchableEntityList': [
        { entityType: 'ARTICLE', name: '文章' },
        { entityType: 'EVENT', name: '活动' },
        { entityType: 'COURSE', name: '课程' }
      ],
      'GET /open/v1/entityData/entityDataList': (q: Record<string, string>) => {
        if (q.searchValue !== '峰会') return page([])
        if (q.entityType === 'EVENT') return { ...page([row(30, { entityType: 'EVENT', contentType: 5, title: '数字营销增长峰会' })]), totalElements: 4 }
        if (q.entityType === 'ARTICLE') return page([row(31, { title: '峰会回顾' })])
        return page([])
      }
    })
    const screen = await openOnTop(`/pages/index/index?searchValue=${encodeURIComponent('峰会')}`)
    const events = within(await screen.findByTestId('search-group-EVENT'))
    expect(events.getByRole('heading').textContent).toBe('活动4 条')
    expect(events.getByRole('link', { name: '查看更多活动' })).toBeTruthy()
    // every type with hits, none without
    expect(screen.getAllByTestId(/^search-group-/).map(g => g.dataset.testid)).toEqual(['search-group-ARTICLE', 'search-group-EVENT'])
    expect(topPageElement().textContent).not.toContain('没有找到')
    const nav = jest.spyOn(Taro, 'navigateTo')
    click(events.getByText('数字营销增长峰会'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/event/index?id=30' })))
  })

  it('keeps the address in step with the search (not the first query)', async () => {
    const screen = await openOnTop('/pages/index/index?searchValue=%E5%8F%91%E5%B8%83%E4%BC%9A')
    const search = await typeInto(screen.getAllByLabelText('搜索全站内容')[0], '增长')
    testUtils.fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 })
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('searchValue')).toBe('增长'))
  })

  it('shows the business card tab for ?tab=card, with the CARD module user', async () => {
    const screen = await openHome('?tab=card')
    await cardTabShowsLiMing(screen)
    expect(screen.getByText('13800000001')).toBeTruthy()
    const tabs = within(screen.getByRole('tablist', { name: '首页导航' })).getAllByRole('tab')
    expect(tabs.map(t => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['⌂首页', 'false'],
      ['☏名片', 'true'],
      ['☺我的', 'false']
    ])
    expect(api.callsTo('/open/ca/v1/businessCard/getBusinessCardByCompanyUserId').pop()?.query).toEqual({ companyUserId: '1' })
    click(tabs[0])
    await withModules(screen)
  })

  it('opens the personal centre from 我的 in the tab bar', async () => {
    const screen = await openHomeWithModules()
    const nav = jest.spyOn(Taro, 'navigateTo')
    click(within(screen.getByRole('tablist', { name: '首页导航' })).getByRole('tab', { name: '我的' }))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/account/index' }))
    nav.mockRestore()
  })

  it('switches to the card tab from the CARD teaser', async () => {
    const screen = await openHomeWithModules()
    const teaser = screen.getByRole('link', { name: /^李明/ })
    expect(teaser.textContent).toContain('查看完整名片')
    click(teaser)
    await cardTabShowsLiMing(screen)
  })

  it('puts the 名片 tab in the address (reload and shared links keep it) and takes it out for 首页', async () => {
    const screen = await openHomeWithModules()
    const params = () => new URLSearchParams(window.location.search)
    const entry = window.history.state
    const tabs = () => within(screen.getByRole('tablist', { name: '首页导航' })).getAllByRole('tab')
    click(tabs()[1])
    await cardTabShowsLiMing(screen)
    expect(params().get('tab')).toBe('card')
    // Only the address changed: the router's history entry is the same one (no navigation, no reload).
    expect(window.history.state).toEqual(entry)
    click(tabs()[0])
    await withModules(screen)
    expect(params().has('tab')).toBe(false)

    click(screen.getByRole('link', { name: /^李明/ }))
    await cardTabShowsLiMing(screen)
    expect(params().get('tab')).toBe('card')
    expect(params().get('companyUserId')).toBe('1')
  })

  // Which popup a visit shows (its rules, a failed call) is tested on the hook: test/features/site/use-popup.test.tsx.
  describe('popups', () => {
    it('closes with × and opens its link on tap', async () => {
      popups = [testPopup(3, 'EVERY')]
      let screen = await openHomeWithModules()
      click(await screen.findByRole('button', { name: '关闭弹窗' }))
      await waitFor(() => expect(screen.queryByTestId('popup')).toBeNull())
      await backToFirstPage()
      screen = await openHomeWithModules()
      const nav = jest.spyOn(Taro, 'navigateTo')
      click(await screen.findByRole('link', { name: '弹窗3' }))
      await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/form/index?id=4' }))
      expect(screen.queryByTestId('popup')).toBeNull()
    })

    /** The <img> Taro's Image renders inside the popup (jsdom never loads it: the test fires load or error). */
    const imageOf = (popupEl: HTMLElement) =>
      waitFor(() => {
        const img = popupEl.querySelector('img')
        if (!img) throw new Error('the popup image has not rendered')
        return img
      })

    it('stays invisible until its image has loaded (× cannot move under a finger), and closes unseen when the image fails', async () => {
      popups = [testPopup(3, 'EVERY')]
      let screen = await openHomeWithModules()
      const shown = await screen.findByTestId('popup')
      expect(shown.classList).toContain('site-popup--loading')
      testUtils.fireEvent.load(await imageOf(shown))
      await waitFor(() => expect(screen.getByTestId('popup').classList).not.toContain('site-popup--loading'))
      await backToFirstPage()

      screen = await openHomeWithModules()
      const broken = await screen.findByTestId('popup')
      testUtils.fireEvent.error(await imageOf(broken))
      await waitFor(() => expect(screen.queryByTestId('popup')).toBeNull())
    })
  })
})
