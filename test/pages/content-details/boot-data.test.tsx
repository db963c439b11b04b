/**
 * Screens showing the answers a painted page shipped (boot data `queries`, seeded into the query cache at start;
 * docs/first-paint.md "Boot data"): the first render shows them with no request; a list's next page and
 * pull-to-refresh ask the API; a shipped detail is the anonymous one, so a signed-in visitor's is asked again
 * with the account, and an anonymous visit is counted by one view ping.
 */
import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import { seedQueries } from '@/hooks/use-query'
import { categoriesKey, contentDetailKey, contentListKey, type DetailAnswer } from '@/shared/content-keys'
import { albumKey } from '@/shared/assets'
import { scheduleKey } from '@/shared/schedule'
import { assistantKey, websiteFormKey } from '@/shared/query-keys'
import type { RootStore } from '@/stores/root-store'
import type { AiAssistant, Asset, EntityDataDetail, EventInfo } from '../../../types/contract'
import { loginAnswer } from '../../support/accounts'
import { deferred } from '../../support/deferred'
import { findNativeLabelled, openOnTop, queriesOnTop, startAppWithStore, stubIntersectionObserver, topPageElement } from '../../support/page'
import { mockApi, page } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { category, row } from '../content-lists/helpers'
import { f, trialForm } from '../forms/fixtures'
import { account, course, detail, lesson, sessionRoutes } from './fixtures'

const testUtils = new TaroTestApp()
const DETAIL = '/open/v1/entityData/entityDataDetail/7'
const PING = '/open/v1/entityData/view/7'
const LIST = '/open/v1/entityData/entityDataList'
const CATEGORIES = '/open/v1/entityData/listCategories'
const SUMMIT = '/open/v1/entityData/entityDataDetail/50'
const SUMMIT_PING = '/open/v1/entityData/view/50'
const ASSETS = '/open/v1/asset/list'
const COURSE = '/open/v1/entityData/getCourseDetail/30'
const ASSISTANT = '/ca-open/v1/ai/assistant/info'
const FORM = '/open/v1/account/getFormById'
const LOGIN = '/ca-open/v1/companyAccount/wxh5/login'

const shipped = <T extends EntityDataDetail>(d: T): DetailAnswer<T> => ({ detail: d, leaving: null })
/** Opens `url` with `d` shipped as its detail, and expects `d`'s title on the first render. */
async function openShipped(url: string, d: EntityDataDetail) {
  seedQueries([{ key: contentDetailKey(String(d.entityType), d.id), data: shipped(d) }])
  const screen = await openOnTop(url)
  expect(screen.getAllByText(d.title).length).toBeGreaterThan(0)
  return screen
}
/** Waits until the page is no longer busy (aria-busy gone). */
const notBusy = () => waitFor(() => expect(topPageElement().querySelector('[aria-busy="true"]')).toBeNull())
/** An event with one session on its agenda. */
const summit = (session: string): EntityDataDetail =>
  detail({
    id: 50,
    entityDataId: 50,
    entityType: 'EVENT',
    title: '增长大会',
    event: {
      startTime: '2030-03-05T06:00:00Z',
      endTime: '2030-03-05T09:00:00Z',
      address: '',
      city: '上海',
      status: 'UPCOMING',
      checkinOpen: false,
      bageventUrl: null,
      capacity: 100,
      signedUpCount: 0,
      schedule: [{ id: 1, day: '2030-03-05', startTime: '14:00', endTime: '15:00', title: session, track: '', location: '', speakerIds: [] }]
    } as EventInfo
  })
const assistant = (welcome: string): AiAssistant => ({ id: 1, name: 'AI 助手小云', avatar: '', welcome, suggestions: [] })
const asset = (id: number, name: string): Asset => ({ id, name, kind: 'IMAGE', url: `https://img.example.com/${id}.png`, cover: '', size: 1024, dirId: 2 })
/** The course request's answer (a test may hold it). */
let answerCourse: () => unknown = () => course()
/** The detail request's answer (a test may hold it). */
let answerDetail: () => unknown = () => detail({ title: '来自接口的文章', starred: true })
const api = mockApi({
  ...sessionRoutes(),
  [`GET ${DETAIL}`]: () => answerDetail(),
  [`POST ${PING}`]: null,
  [`GET ${COURSE}`]: () => answerCourse(),
  [`GET ${SUMMIT}`]: () => summit('来自接口的议程'),
  [`POST ${SUMMIT_PING}`]: null,
  [`GET ${ASSETS}`]: page([asset(9, '来自接口的图片')], 0, true),
  [CATEGORIES]: [category(1, '接口分类')],
  [`GET ${ASSISTANT}`]: assistant('来自接口的欢迎语'),
  [`GET ${FORM}`]: trialForm({ title: '来自接口的表单', fields: [f('name', '接口姓名', 'TEXT')] }),
  [LIST]: (q: Record<string, string>) => page([row(Number(q.page) * 100, { title: `接口第${q.page}页` })], Number(q.page) - 1, false)
})
let store: RootStore

const cards = () =>
  queriesOnTop()
    .queryAllByTestId('content-card')
    .map(c => c.querySelector('.content-card__title')?.textContent)

describe('answers shipped with a painted page', () => {
  beforeAll(async () => {
    stubIntersectionObserver()
    store = await startAppWithStore(testUtils)
    await waitFor(() => expect(store.session.status).toBe('ready'))
  })
  afterAll(() => api.restore())
  beforeEach(() => {
    api.clearCalls()
    answerDetail = () => detail({ title: '来自接口的文章', starred: true })
    answerCourse = () => course()
  })

  it('anonymous: shows the shipped detail with no detail request, and counts the visit with one view ping', async () => {
    store.session.clearTokens()
    await openShipped('/pages/article/index?id=7', detail({ title: '随页面的文章' }))
    // busy until the start-up sign-in has said who this is (here at once: nobody)
    await notBusy()
    await waitFor(() => expect(api.callsTo(PING)).toHaveLength(1))
    expect(api.callsTo(DETAIL)).toHaveLength(0)
  })

  it('signed in: shows the shipped detail, keeps the page busy, then shows the account’s own state from one detail request and sends no ping', async () => {
    store.session.applyLogin(loginAnswer(account()))
    const held = deferred<unknown>()
    answerDetail = () => held.promise
    const screen = await openShipped('/pages/article/index?id=7', detail({ title: '随页面的文章', starred: false }))
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(1))
    // the painted view would stay up: the page is busy until the account's own answer is in
    expect(topPageElement().querySelector('[aria-busy="true"]')).not.toBeNull()
    held.resolve(detail({ title: '来自接口的文章', starred: true }))
    await screen.findByRole('button', { name: '取消收藏', pressed: true })
    expect(screen.getAllByText('来自接口的文章').length).toBeGreaterThan(0)
    expect(api.callsTo(DETAIL)).toHaveLength(1)
    expect(Object.values(api.callsTo(DETAIL)[0].header)).toContain('key-11')
    await notBusy()
    expect(api.callsTo(PING)).toHaveLength(0)
  })

  it('asks for a detail the page did not ship, as before', async () => {
    store.session.clearTokens()
    await openOnTop('/pages/article/index?id=7')
    await waitFor(() => expect(queriesOnTop().getAllByText('来自接口的文章').length).toBeGreaterThan(0))
    expect(api.callsTo(DETAIL)).toHaveLength(1)
    expect(api.callsTo(PING)).toHaveLength(0)
  })

  it('sends no ping for a shipped course (its own request never counted the visit)', async () => {
    store.session.clearTokens()
    await openShipped('/pages/course/index?id=30', course({ title: '随页面的课程' }))
    await notBusy()
    expect(api.calls.filter(c => c.path.includes('/entityData/'))).toEqual([])
  })

  it('shows a shipped list with its tabs and no request; the next page and pull-to-refresh ask the API', async () => {
    seedQueries([
      { key: categoriesKey('ARTICLE'), data: [category(3, '随页分类')] },
      { key: contentListKey({ entityType: 'ARTICLE', categoryId: 3, searchValue: '' }), data: page([row(1, { title: '随页文章' })], 0, false) }
    ])
    const screen = await openOnTop('/pages/article-list/index?categoryId=3')
    expect(cards()).toEqual(['随页文章'])
    expect(
      within(screen.getByRole('tablist', { name: '分类' }))
        .getByRole('tab', { selected: true })
        .textContent?.trim()
    ).toBe('随页分类')
    expect(api.calls.filter(c => c.path === LIST || c.path === CATEGORIES)).toEqual([])

    const instance = Taro.getCurrentInstance().page as { onReachBottom?: () => void; onPullDownRefresh?: () => void }
    instance.onReachBottom?.()
    await waitFor(() => expect(cards()).toEqual(['随页文章', '接口第2页']))
    expect(api.callsTo(LIST).map(c => [c.query.page, c.query.categoryId])).toEqual([['2', '3']])
    instance.onPullDownRefresh?.()
    await waitFor(() => expect(cards()).toEqual(['接口第1页']))
    expect(api.callsTo(LIST).map(c => c.query.page)).toEqual(['2', '1'])
  })
  it('shows a shipped agenda with no detail request, and counts the visit with one view ping', async () => {
    store.session.clearTokens()
    seedQueries([{ key: scheduleKey(50), data: summit('随页面的议程') }])
    const screen = await openOnTop('/pages/schedule/index?id=50')
    expect(screen.getByText('随页面的议程')).toBeTruthy()
    await waitFor(() => expect(api.callsTo(SUMMIT_PING)).toHaveLength(1))
    expect(api.callsTo(SUMMIT)).toHaveLength(0)
  })

  it('shows a shipped album with no asset request', async () => {
    seedQueries([{ key: albumKey({ dirId: 2 }), data: page([asset(1, '随页面的图片')], 0, true) }])
    const screen = await openOnTop('/pages/album/index?dirId=2')
    expect(screen.getByText('随页面的图片')).toBeTruthy()
    expect(api.callsTo(ASSETS)).toHaveLength(0)
  })

  it('signed in: shows a shipped lesson, busy until the account’s own course (learned) is in, from one request', async () => {
    store.session.applyLogin(loginAnswer(account()))
    const held = deferred<unknown>()
    answerCourse = () => held.promise
    seedQueries([{ key: contentDetailKey('COURSE', 30), data: shipped(course({ title: '随页面的课程' })) }])
    const screen = await openOnTop('/pages/course/item/index?id=30&itemId=101')
    expect(screen.getAllByText('随页面的课程 ›').length).toBe(1)
    await waitFor(() => expect(api.callsTo(COURSE)).toHaveLength(1))
    // the painted view would stay up: the page is busy until the account's own answer is in
    expect(topPageElement().querySelector('.lesson-head[aria-busy="true"]')).not.toBeNull()
    held.resolve(course({ title: '随页面的课程', lessons: [lesson({ learned: true })] }))
    await screen.findByTestId('lesson-done')
    await notBusy()
    expect(api.callsTo(COURSE)).toHaveLength(1)
  })

  it('shows a shipped assistant’s welcome on the chat page and asks nothing of the assistant', async () => {
    store.session.clearTokens()
    seedQueries([{ key: assistantKey, data: assistant('随页面的欢迎语') }])
    const screen = await openOnTop('/pages/ai/index')
    await screen.findByText('随页面的欢迎语')
    await notBusy()
    expect(api.calls.filter(c => c.path.includes('/ai/assistant/'))).toEqual([])
  })

  it('fills in a shipped lead form for a visitor without an account, asking for no form and no sign-in', async () => {
    store.session.clearTokens()
    seedQueries([{ key: websiteFormKey(2, false), data: trialForm({ title: '随页面的表单', fields: [f('name', '随页姓名', 'TEXT')] }) }])
    const screen = await openOnTop('/pages/form/index?id=2')
    // the shipped form's field, ready to type in
    await findNativeLabelled('随页姓名')
    await notBusy()
    expect(screen.queryByText('接口姓名')).toBeNull()
    expect(api.calls.filter(c => c.path === FORM || c.path === LOGIN)).toEqual([])
  })
})
