import Taro from '@tarojs/taro'
import type { PopupPush } from '../../../types/contract'
import { mockApi, envelope, page } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { backToHome, currentPage, inputReady, pressEnter, row, typeInto, until } from '../content-lists/helpers'
import { card, company, menu, NAV_CASES, website } from './fixtures'

const testUtils = new TaroTestApp()
const click = (el: Element | null | undefined) => (testUtils as unknown as { fireEvent: { click(e: Element): void } }).fireEvent.click(el as Element)

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

async function openHome(query = ''): Promise<Element> {
  if (process.env.DEBUG_STACK)
    console.log(
      'depth',
      Taro.getCurrentPages().length,
      Taro.getCurrentPages()
        .map(p => (p as { $taroPath?: string }).$taroPath)
        .join(',')
    )
  await Taro.navigateTo({ url: `/pages/index/index${query}` })
  return until(() => {
    const root = currentPage()
    return root.id.startsWith('/pages/index/index') && root.querySelector('.home') && Taro.getCurrentPages().length > 1 ? root : null
  }, 'home')
}

const withModules = (root: Element) =>
  until(
    () => root.querySelector('[data-testid="module-8"] .card-module') && root.querySelectorAll('[data-testid="content-card"]').length >= 3 && root,
    'modules'
  )

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
    api = mockApi(routes)
    await testUtils.createApp()
  })
  afterEach(async () => {
    popups = []
    Taro.removeStorageSync('popup_seen')
    await backToHome()
    jest.restoreAllMocks()
    api = mockApi(routes)
  })

  it('shows the company logo and name, a search box and every module in order', async () => {
    const root = await withModules(await openHome())
    expect(root.querySelector('.home-header__name')?.textContent).toBe('云途科技')
    expect(root.querySelector('.home-header__logo')?.getAttribute('src')).toBe('https://example.com/logo.png')
    expect(root.querySelector('[aria-label="搜索全站内容"]')).not.toBeNull()
    const kinds = Array.from(root.querySelectorAll('.site-module')).map(
      m => m.className.match(/site-module--(banner|nav|content|rich_text|image|title|card)/)?.[1]
    )
    // The TITLE module heads the card after it (one section, no empty box).
    expect(kinds).toEqual(['banner', 'nav', 'content', 'content', 'rich_text', 'image', 'card'])
    expect(Array.from(root.querySelectorAll('[role="heading"][aria-level="2"]')).map(h => h.textContent)).toEqual([
      '快捷入口',
      '最新文章',
      '热门活动',
      '关于我们',
      '联系我们'
    ])
    // A visitor is not shown someone else's card as 我的名片.
    expect(root.textContent).not.toContain('我的名片')
    expect(root.querySelector('.site-module__subtitle')?.textContent).toBe('行业洞察与产品动态')
  })

  it('renders the banner as a snapping carousel with one dot per slide', async () => {
    const root = await withModules(await openHome())
    const carousel = root.querySelector('[data-testid="module-1"] [aria-roledescription="carousel"]') as Element
    expect(carousel).not.toBeNull()
    expect(carousel.querySelectorAll('.banner-carousel__slide')).toHaveLength(2)
    expect(carousel.querySelectorAll('.banner-carousel__dot')).toHaveLength(2)
    expect(carousel.querySelector('.banner-carousel__dot--on')).toBe(carousel.querySelector('.banner-carousel__dot'))
    expect(root.querySelector('[aria-label="春季发布会"]')).not.toBeNull()
    // no Swiper on the web: its library would weigh on the first load
    expect(root.querySelector('taro-swiper-core')).toBeNull()
  })

  it('lays content blocks out as a list (capped at size) and a sideways scroll, each opening the detail', async () => {
    const root = await withModules(await openHome())
    const list = Array.from(root.querySelectorAll('[data-testid="module-3"] [data-testid="content-card"]')).map(c => c.getAttribute('aria-label'))
    expect(list).toEqual(['文章一', '文章二'])
    expect(root.querySelector('[data-testid="module-4"] .content-module--scroll .content-card--grid')).not.toBeNull()
    const spy = jest.spyOn(Taro, 'navigateTo')
    click(root.querySelector('[aria-label="文章二"]'))
    await until(() => spy.mock.calls.length, 'navigate')
    expect(spy).toHaveBeenCalledWith({ url: '/pages/article/index?id=12' })
  })

  it.each([
    [
      'sends "more" to the editor link, or to the type list when there is none',
      ['[aria-label="最新文章更多"]', '[aria-label="热门活动更多"]'],
      ['/pages/article-list/index', '/pages/event-list/index']
    ],
    [
      'opens image and banner links',
      ['[data-testid="module-6"] [role="link"]', '[aria-label="春季发布会"]'],
      ['/pages/form/index?id=8', '/pages/event/index?id=3']
    ]
  ])('%s', async (_name, targets, urls) => {
    const root = await withModules(await openHome())
    const nav = jest.spyOn(Taro, 'navigateTo')
    targets.forEach(target => click(root.querySelector(target)))
    await until(() => nav.mock.calls.length === 2, 'two navigations')
    expect(nav.mock.calls.map(c => (c[0] as { url: string }).url)).toEqual(urls)
  })

  it('sanitises rich text: markup stays, scripts and handlers do not', async () => {
    const root = await withModules(await openHome())
    const html = root.querySelector('[data-testid="module-5"]')?.innerHTML || ''
    expect(root.querySelector('[data-testid="module-5"]')?.textContent).toContain('我们是云途')
    expect(html).not.toMatch(/onerror|<script/i)
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it.each(NAV_CASES.map(c => [c.item.type, c.item.title, c.expect] as const))(
    'opens a type %s nav item (%s) the way SPEC §2 says',
    async (_type, title, expected) => {
      const root = await withModules(await openHome())
      const nav = jest.spyOn(Taro, 'navigateTo')
      const toast = jest.spyOn(Taro, 'showToast')
      click(root.querySelector(`[data-testid="module-2"] [aria-label="${title}"]`))
      if (expected.url) {
        await until(() => nav.mock.calls.length, 'navigate')
        expect(nav).toHaveBeenCalledWith({ url: expected.url })
      } else {
        await until(() => toast.mock.calls.length, 'toast')
        expect(toast.mock.calls[0][0]).toMatchObject({ title: expected.toast })
        expect(nav).not.toHaveBeenCalled()
      }
    }
  )

  it('lays modules out as theme2 inset cards with the configured margins, radius and shadow', async () => {
    const root = await withModules(await openHome())
    expect(root.querySelector('.page')?.className).toContain('module-theme2')
    const box = root.querySelector('[data-testid="module-3"]') as HTMLElement
    expect(box.className).toContain('site-module--theme2')
    expect(box.className).toContain('site-module--shadow')
    expect(box.style.margin).toBe('10px 14px')
    expect(box.style.borderRadius).toBe('12px')
    expect(box.querySelector('.site-module__title-bar--dot')).not.toBeNull()
    // theme2 titles keep the configured title colour
    expect((box.querySelector('.site-module__title') as HTMLElement).style.color).toBe('rgb(31, 35, 41)')
  })

  it('opens the website menu as a drawer whose items open through their nav type', async () => {
    const root = await withModules(await openHome())
    click(root.querySelector('[aria-label="打开菜单"]'))
    const drawer = await until(() => root.querySelector('.sheet--left [role="dialog"]'), 'drawer')
    expect(Array.from(drawer.querySelectorAll('[role="menuitem"]')).map(i => i.textContent?.replace('›', ''))).toEqual(['关于我们', '全部活动'])
    const nav = jest.spyOn(Taro, 'navigateTo')
    click(drawer.querySelector('[aria-label="全部活动"]'))
    await until(() => nav.mock.calls.length, 'navigate')
    expect(nav).toHaveBeenCalledWith({ url: '/pages/event-list/index' })
    expect(root.querySelector('.sheet--left')).toBeNull()
  })

  it('searches every content type from the header (home with ?searchValue)', async () => {
    const root = await withModules(await openHome())
    const nav = jest.spyOn(Taro, 'navigateTo')
    pressEnter(typeInto(await inputReady(root.querySelector('[aria-label="搜索全站内容"]')), '增长'))
    await until(() => nav.mock.calls.length, 'navigate')
    expect(nav).toHaveBeenCalledWith({ url: '/pages/index/index?searchValue=%E5%A2%9E%E9%95%BF' })
  })

  it('shows the business card tab for ?tab=card, with the CARD module user', async () => {
    const root = await openHome('?tab=card')
    await until(() => root.querySelector('.bcard')?.textContent?.includes('李明'), 'card')
    expect(root.textContent).toContain('13800000001')
    const tabs = Array.from(root.querySelectorAll('[aria-label="首页导航"] [role="tab"]'))
    expect(tabs.map(t => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['⌂首页', 'false'],
      ['☏名片', 'true'],
      ['☺我的', 'false']
    ])
    expect(api.callsTo('/open/ca/v1/businessCard/getBusinessCardByCompanyUserId').pop()?.query).toEqual({ companyUserId: '1' })
    click(tabs[0])
    await withModules(root)
  })

  it('opens the personal centre from 我的 in the tab bar', async () => {
    const root = await withModules(await openHome())
    const nav = jest.spyOn(Taro, 'navigateTo')
    click(root.querySelector('[aria-label="首页导航"] [aria-label="我的"]'))
    await until(() => nav.mock.calls.length, 'navigate')
    expect(nav).toHaveBeenCalledWith({ url: '/pages/account/index' })
    nav.mockRestore()
  })

  it('switches to the card tab from the CARD teaser', async () => {
    const root = await withModules(await openHome())
    expect(root.querySelector('.card-module')?.textContent).toContain('查看完整名片')
    click(root.querySelector('.card-module'))
    await until(() => root.querySelector('.bcard')?.textContent?.includes('李明'), 'card tab')
  })

  describe('popups', () => {
    const popup = (id: number, rule: PopupPush['rule']): PopupPush => ({
      id,
      rule,
      image: `https://example.com/p${id}.png`,
      title: `弹窗${id}`,
      nav: { id: 1, title: 'x', icon: '', type: 2, websiteFormId: 4 }
    })

    async function popupOnVisit(): Promise<string | null> {
      const calls = api.callsTo('/open/v1/popup/fetchPopupPush').length
      const root = await withModules(await openHome())
      await until(() => api.callsTo('/open/v1/popup/fetchPopupPush').length > calls, 'popup fetch')
      await new Promise(r => setTimeout(r, 30))
      const shown = root.querySelector('[data-testid="popup"] [role="dialog"]')?.getAttribute('aria-label') ?? null
      await backToHome()
      return shown
    }

    it('asks for the mini-program popups', async () => {
      await popupOnVisit()
      expect(api.callsTo('/open/v1/popup/fetchPopupPush').pop()?.query).toEqual({ platform: 'MINI_PROGRAM' })
    })

    it('shows a ONCE popup on the first visit only', async () => {
      popups = [popup(1, 'ONCE')]
      expect(await popupOnVisit()).toBe('弹窗1')
      expect(await popupOnVisit()).toBeNull()
    })

    it('shows a DAILY popup once a day', async () => {
      popups = [popup(2, 'DAILY')]
      expect(await popupOnVisit()).toBe('弹窗2')
      expect(await popupOnVisit()).toBeNull()
      Taro.setStorageSync('popup_seen', JSON.stringify({ 2: '2000-01-01' }))
      expect(await popupOnVisit()).toBe('弹窗2')
    })

    it('shows an EVERY popup on each visit', async () => {
      popups = [popup(3, 'EVERY')]
      expect(await popupOnVisit()).toBe('弹窗3')
      expect(await popupOnVisit()).toBe('弹窗3')
    })

    it('shows the first popup that is due', async () => {
      popups = [popup(1, 'ONCE'), popup(3, 'EVERY')]
      expect(await popupOnVisit()).toBe('弹窗1')
      expect(await popupOnVisit()).toBe('弹窗3')
    })

    it('closes with × and opens its link on tap', async () => {
      popups = [popup(3, 'EVERY')]
      let root = await withModules(await openHome())
      click(await until(() => root.querySelector('[aria-label="关闭弹窗"]'), 'close'))
      await until(() => !root.querySelector('[data-testid="popup"]'), 'closed')
      await backToHome()
      root = await withModules(await openHome())
      const nav = jest.spyOn(Taro, 'navigateTo')
      click(await until(() => root.querySelector('.site-popup__image-box'), 'image'))
      await until(() => nav.mock.calls.length, 'navigate')
      expect(nav).toHaveBeenCalledWith({ url: '/pages/form/index?id=4' })
      expect(root.querySelector('[data-testid="popup"]')).toBeNull()
    })

    it('shows nothing when the popup call fails', async () => {
      api.restore()
      api = mockApi({ ...routes, 'GET /open/v1/popup/fetchPopupPush': envelope(500, null, 'x') })
      expect(await popupOnVisit()).toBeNull()
    })
  })
})
