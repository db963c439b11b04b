import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import { CONTENT_LISTS, type ContentListKind } from '@/shared/content-lists'
import { envelope, mockApi, page } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { DEFAULT_DEBOUNCE_MS } from '../../../src/utils/debounce'
import { openOnTop, topPageElement, typeInto, type PageQueries, fromFirstPageEachTest, nativeControl, typeNow, withFakeTimeouts } from '../../support/page'
import { category, row } from './helpers'

const testUtils = new TaroTestApp()
const LIST = '/open/v1/entityData/entityDataList'
const CATEGORIES = '/open/v1/entityData/listCategories'

type Api = ReturnType<typeof mockApi>
let api: Api | null = null

function serve(routes: Parameters<typeof mockApi>[0]): Api {
  api?.restore()
  api = mockApi(routes)
  return api
}

/** Three pages of rows: page 1 → number 0, page 2 → number 1, page 3 → number 2 and last. */
const threePages = (q: Record<string, string>) => {
  const n = Number(q.page) - 1
  return page([row(n * 10 + 1, { title: `第${n + 1}页文章` })], n, n >= 2)
}

type Screen = PageQueries
const open = openOnTop

/** The tabs of a tablist (分类 or 活动状态). */
const tabsOf = (screen: Screen, name: string) => within(screen.getByRole('tablist', { name })).getAllByRole('tab')
const tabs = (screen: Screen) => tabsOf(screen, '分类')
const selectedTab = (screen: Screen) =>
  within(screen.getByRole('tablist', { name: '分类' }))
    .getByRole('tab', { selected: true })
    .textContent?.trim()
/** The titles of the content cards shown, in order. */
const cards = (screen: Screen) => screen.queryAllByTestId('content-card').map(c => c.querySelector('.content-card__title')?.textContent ?? null)
const cardsShown = (screen: Screen, check: (titles: (string | null)[]) => boolean) => waitFor(() => expect(check(cards(screen))).toBe(true))
const click = (el: Element) => testUtils.fireEvent.click(el)
/** Types into the list's search box; Enter is the keyboard's search key. */
const search = async (screen: Screen, text: string, enter = true) => {
  const input = await typeInto(screen.getAllByLabelText('搜索文章')[0], text)
  if (enter) testUtils.fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 })
}

describe('content lists', () => {
  beforeAll(async () => {
    await testUtils.createApp()
  })
  fromFirstPageEachTest('navigateTo')
  afterEach(() => {
    api?.restore()
    api = null
  })

  it('shows 全部 first, then the type categories, and asks for page 1 of ten', async () => {
    const a = serve({ [CATEGORIES]: [category(2, '产品动态'), category(1, '行业洞察')], [LIST]: threePages })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length > 0)
    expect(tabs(screen).map(t => t.textContent?.trim())).toEqual(['全部', '行业洞察', '产品动态'])
    expect(selectedTab(screen)).toBe('全部')
    expect(a.callsTo(LIST)[0].query).toEqual({ page: '1', size: '10', entityType: 'ARTICLE' })
    expect(a.callsTo(CATEGORIES)[0].query).toEqual({ entityType: 'ARTICLE' })
  })

  it('keeps the tab row in place while the categories load, and drops it when there are none', async () => {
    const waiting: ((value: unknown[]) => void)[] = []
    serve({ [CATEGORIES]: () => new Promise(resolve => waiting.push(resolve)), [LIST]: threePages })
    const screen = await open('/pages/article-list/index')
    // The placeholder row is hidden from screen readers: it is only the room the tabs will take.
    const page = topPageElement()
    await waitFor(() => expect(page.querySelector('.content-list__tabs--pending')).not.toBeNull())
    // the answer can only be given once the request has reached the fake server
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0))
    await waitFor(() => {
      waiting.splice(0).forEach(answer => answer([]))
      expect(page.querySelector('.content-list__tabs--pending')).toBeNull()
    })
    expect(screen.queryByRole('tablist', { name: '分类' })).toBeNull()
  })

  it('asks for page number+2 until last, then stops and says so', async () => {
    const a = serve({ [CATEGORIES]: [], [LIST]: threePages })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length === 1)
    for (let i = 2; i <= 3; i++) {
      click(await screen.findByRole('button', { name: '加载更多' }))
      await cardsShown(screen, c => c.length === i)
    }
    await screen.findByText('没有更多了')
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
    expect(a.callsTo(LIST).map(c => c.query.page)).toEqual(['1', '2', '3'])
    expect(cards(screen)).toEqual(['第1页文章', '第2页文章', '第3页文章'])
  })

  it('loads the next page when the visitor reaches the bottom', async () => {
    const a = serve({ [CATEGORIES]: [], [LIST]: threePages })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length === 1)
    const instance = Taro.getCurrentInstance().page as { onReachBottom?: () => void }
    instance.onReachBottom?.()
    await cardsShown(screen, c => c.length === 2)
    expect(a.callsTo(LIST).map(c => c.query.page)).toEqual(['1', '2'])
  })

  it('preselects ?categoryId and asks for that category', async () => {
    const a = serve({ [CATEGORIES]: [category(1, '行业洞察'), category(3, '产品动态')], [LIST]: page([row(1)]) })
    const screen = await open('/pages/article-list/index?categoryId=3')
    await cardsShown(screen, c => c.length > 0)
    expect(selectedTab(screen)).toBe('产品动态')
    expect(a.callsTo(LIST).map(c => c.query.categoryId)).toEqual(['3'])
  })

  it('falls back to 全部 for a categoryId the type does not have', async () => {
    const a = serve({ [CATEGORIES]: [category(1, '行业洞察')], [LIST]: page([row(1)]) })
    const screen = await open('/pages/article-list/index?categoryId=999')
    await cardsShown(screen, c => c.length > 0)
    expect(selectedTab(screen)).toBe('全部')
    expect(a.callsTo(LIST).map(c => c.query.categoryId)).toEqual([undefined])
  })

  it('switches category on a tab tap and starts again at page 1', async () => {
    const a = serve({
      [CATEGORIES]: [category(1, '行业洞察')],
      [LIST]: (q: Record<string, string>) => page([row(q.categoryId ? 7 : 1, { title: q.categoryId ? '洞察文章' : '全部文章' })])
    })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.includes('全部文章'))
    click(tabs(screen)[1])
    await cardsShown(screen, c => c.includes('洞察文章'))
    expect(selectedTab(screen)).toBe('行业洞察')
    expect(a.callsTo(LIST).map(c => [c.query.page, c.query.categoryId])).toEqual([
      ['1', undefined],
      ['1', '1']
    ])
  })

  it('searches on confirm with searchValue and shows an empty state that says what was searched', async () => {
    const a = serve({ [CATEGORIES]: [], [LIST]: (q: Record<string, string>) => page(q.searchValue ? [] : [row(1)]) })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length > 0)
    await search(screen, ' 增长 ')
    await screen.findByText('没有找到“增长”相关的文章', { exact: false })
    expect(screen.getByText('换个关键词试试', { exact: false })).toBeTruthy()
    const last = a.callsTo(LIST).pop()
    expect(last?.query).toMatchObject({ page: '1', searchValue: '增长' })
  })

  it('searches by itself once typing stops (debounced)', async () => {
    const a = serve({ [CATEGORIES]: [], [LIST]: page([row(1)]) })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length > 0)
    const control = await nativeControl(screen.getAllByLabelText('搜索文章')[0])
    // Two keystrokes, then just short of the pause, then the pause, on jest's clock.
    await withFakeTimeouts(async () => {
      typeNow(control, '增')
      typeNow(control, '增长')
      await jest.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS - 1)
      expect(a.callsTo(LIST).length).toBe(1)
      await jest.advanceTimersByTimeAsync(1)
    })
    await waitFor(() => expect(a.callsTo(LIST).length).toBe(2))
    expect(a.callsTo(LIST)[1].query.searchValue).toBe('增长')
  })

  it('keeps the address in step with the search', async () => {
    serve({ [CATEGORIES]: [], [LIST]: (q: Record<string, string>) => page(q.searchValue ? [] : [row(1)]) })
    const screen = await open('/pages/article-list/index?searchValue=%E5%8F%91%E5%B8%83%E4%BC%9A')
    await search(screen, '增长')
    await screen.findByText('没有找到“增长”相关的文章', { exact: false })
    expect(new URLSearchParams(window.location.search).get('searchValue')).toBe('增长')
    await search(screen, '')
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('searchValue')).toBe(false))
  })

  it("features the first item with a cover as a full-width card, the rest in the list's own layout", async () => {
    const cover = '/media/cover/case-1.png'
    serve({ [CATEGORIES]: [], [LIST]: page([row(1, { entityType: 'CUSTOMER_CASE', cover }), row(2, { entityType: 'CUSTOMER_CASE', cover })]) })
    const screen = await open('/pages/case-list/index')
    await cardsShown(screen, c => c.length === 2)
    const [first, second] = screen.getAllByTestId('content-card')
    expect(first.className).toContain('content-card--large')
    expect(second.className).toContain('content-card--grid')
  })

  it('features no first item without a cover', async () => {
    serve({ [CATEGORIES]: [], [LIST]: page([row(1), row(2, { cover: '/media/cover/article-2.png' })]) })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length === 2)
    expect(screen.getAllByTestId('content-card').map(c => /content-card--(\w+)/.exec(c.className)?.[1])).toEqual(['row', 'row'])
  })

  it('gives a product card its one-line summary (other grid cards have none)', async () => {
    serve({ [CATEGORIES]: [], [LIST]: page([row(1, { entityType: 'PRODUCT_INTRODUCTION', contentType: 11, summary: '一站式获客与线索管理' })]) })
    const screen = await open('/pages/product-list/index')
    await screen.findByText('一站式获客与线索管理')
    expect(screen.getByRole('link', { name: /一站式获客与线索管理/ }).className).toContain('content-card--grid')
  })

  it('starts the page with 跳到主要内容, which moves the focus past the search and tabs to the list', async () => {
    serve({ [CATEGORIES]: [{ id: 1, name: '行业' }], [LIST]: page([row(1)]) })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length > 0)
    const skip = screen.getByRole('link', { name: '跳到主要内容' })
    const frame = skip.closest('.page')!
    const focusable = Array.from(frame.querySelectorAll<HTMLElement>('[tabindex="0"], input, a[href], button'))
    expect(focusable[0]).toBe(skip)
    click(skip)
    expect(document.activeElement).toBe(frame.querySelector('.content-list__body'))
  })

  it('reads ?searchValue as the first search', async () => {
    const a = serve({ [CATEGORIES]: [], [LIST]: page([row(1)]) })
    await open('/pages/video-list/index?searchValue=%E5%8F%91%E5%B8%83%E4%BC%9A')
    await waitFor(() => expect(a.callsTo(LIST).length).toBeGreaterThan(0))
    expect(a.callsTo(LIST)[0].query.searchValue).toBe('发布会')
  })

  it('shows an empty state when a type has no content', async () => {
    serve({ [CATEGORIES]: [], [LIST]: page([]) })
    const screen = await open('/pages/case-list/index')
    await screen.findByText('暂无案例')
  })

  it('shows the error with 重试, and retrying loads the list', async () => {
    let fail = true
    const a = serve({ [CATEGORIES]: [], [LIST]: () => (fail ? envelope(500, null, '服务器开小差了') : page([row(1, { title: '恢复后的文章' })])) })
    const screen = await open('/pages/article-list/index')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('服务器开小差了')
    fail = false
    click(within(alert).getByRole('button', { name: '重试' }))
    await cardsShown(screen, c => c.includes('恢复后的文章'))
    expect(a.callsTo(LIST).map(c => c.query.page)).toEqual(['1', '1'])
  })

  it('keeps loaded rows when a further page fails and offers to retry it', async () => {
    let failPage2 = true
    const a = serve({
      [CATEGORIES]: [],
      [LIST]: (q: Record<string, string>) => (q.page === '2' && failPage2 ? envelope(500, null, 'boom') : threePages(q))
    })
    const screen = await open('/pages/article-list/index')
    await cardsShown(screen, c => c.length === 1)
    click(screen.getByRole('button', { name: '加载更多' }))
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' })
    expect(cards(screen)).toHaveLength(1)
    failPage2 = false
    click(retry)
    await cardsShown(screen, c => c.length === 2)
    expect(a.callsTo(LIST).map(c => c.query.page)).toEqual(['1', '2', '2'])
  })

  it('filters events by status tab with filterType', async () => {
    const a = serve({
      [CATEGORIES]: [],
      [LIST]: (q: Record<string, string>) =>
        page([
          row(5, {
            entityType: 'EVENT',
            contentType: 5,
            title: `活动${q.filterType || '全部'}`,
            eventStatus: 'ONGOING',
            startTime: '2026-03-05T14:00:00+08:00',
            endTime: '2026-03-05T17:00:00+08:00',
            address: '上海'
          })
        ])
    })
    const screen = await open('/pages/event-list/index')
    await cardsShown(screen, c => c.includes('活动全部'))
    const statusTabs = tabsOf(screen, '活动状态')
    expect(statusTabs.map(t => t.textContent?.trim())).toEqual(['全部', '未开始', '进行中', '已结束'])
    click(statusTabs[2])
    await cardsShown(screen, c => c.includes('活动ONGOING'))
    expect(a.callsTo(LIST).pop()?.query).toMatchObject({ page: '1', entityType: 'EVENT', filterType: 'ONGOING' })
    const [card] = screen.getAllByTestId('content-card')
    expect(card.textContent).toContain('进行中')
    expect(card.textContent).toContain('2026-03-05 14:00 - 17:00（北京时间）上海')
  })

  it('opens the detail page of a tapped card', async () => {
    serve({ [CATEGORIES]: [], [LIST]: page([row(42, { title: '要打开的文章' })]) })
    const screen = await open('/pages/article-list/index')
    const card = await screen.findByRole('link', { name: /要打开的文章/ })
    const spy = jest.spyOn(Taro, 'navigateTo')
    click(card)
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ url: '/pages/article/index?id=42' }))
    spy.mockRestore()
  })

  const kinds = Object.keys(CONTENT_LISTS) as ContentListKind[]
  it.each(kinds)('%s list asks for its own type, titles itself and shows search only when searchable', async kind => {
    const config = CONTENT_LISTS[kind]
    const a = serve({ [CATEGORIES]: [category(1, '分类一', config.entityType)], [LIST]: page([row(1, { entityType: config.entityType })]) })
    const screen = await open(`${config.route}?categoryId=1`)
    await cardsShown(screen, c => c.length > 0)
    expect(screen.getAllByRole('heading')[0].textContent).toBe(config.title)
    expect(a.callsTo(LIST)[0].query).toMatchObject({ page: '1', size: '10', entityType: config.entityType, categoryId: '1' })
    expect(!!screen.queryByRole('search')).toBe(config.searchable)
    // the type's card layout is the card's class
    expect(screen.getAllByTestId('content-card')[0].className).toContain(`content-card--${config.layout}`)
  })
})
