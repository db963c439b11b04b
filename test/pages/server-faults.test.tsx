/**
 * Server faults on the key pages, in jsdom: a list, three details, the speakers and a lottery, each opened while every
 * API call meets a fault, ends in an error state with 重试, and 重试 after the server recovers shows the page's content.
 * A page sees a fault only as the error the client raises, so each page meets one fault of each kind of error; which
 * of the nine fault kinds raises which error, for every endpoint, is test/resilience/api-faults.test.ts. The browser
 * keeps a sample through its real network stack (test/e2e/resilience.test.ts "server faults on key pages").
 */
import Taro from '@tarojs/taro'
import { within } from '@testing-library/dom'
import type { Speaker } from '../../types/contract'
import { mockApi, page } from '../utils/mock-api'
import { TaroTestApp } from '../utils/taro-app'
import { stubIntersectionObserver, topPath } from '../support/page'
import { settleOnFakeClock, watchPageErrors, type PageErrorWatch } from '../support/settle'
import { course, detail, openEvent, sessionRoutes } from './content-details/fixtures'
import { row } from './content-lists/helpers'
import { lottery } from './engagement/fixtures'

const testUtils = new TaroTestApp()

/** A fault as Taro.request delivers it to the app's client. */
interface ServerFault {
  name: string
  answer: () => Promise<unknown>
}

/** One fault for each error the client raises: NetworkError, BadResponseError, ApiError, TimeoutError. */
const FAULTS: ServerFault[] = [
  { name: 'HTTP 500', answer: async () => ({ statusCode: 500, data: 'Internal Server Error', header: {} }) },
  { name: 'truncated JSON', answer: async () => ({ statusCode: 200, data: '{"code":200,"data":{"content":[', header: {} }) },
  {
    name: 'an unknown code',
    answer: async () => ({ statusCode: 200, data: JSON.stringify({ code: 999, data: null, message: '服务暂时不可用' }), header: {} })
  },
  { name: 'no answer', answer: () => new Promise(() => undefined) }
]

const speaker: Speaker = { id: 1, name: '嘉宾甲', title: 'CTO', company: '云途科技', avatar: '', intro: '' }

/** Each key page and a text only its content (not its error state) shows. */
const KEY_PAGES: [url: string, content: string][] = [
  ['/pages/article-list/index', '恢复后的文章'],
  ['/pages/article/index?id=7', '正文内容'],
  ['/pages/event/index?id=50', '已报名 12 / 100 人'],
  ['/pages/course/index?id=30', '第一课'],
  ['/pages/speaker-list/index', '嘉宾甲'],
  ['/pages/lottery/index?id=1', '新春幸运抽奖']
]

const HEALTHY = {
  ...sessionRoutes(),
  'GET /open/v1/entityData/listCategories': [],
  'GET /open/v1/entityData/entityDataList': page([row(1, { title: '恢复后的文章' })]),
  'GET /open/v1/entityData/entityDataDetail/7': detail(),
  'GET /open/v1/entityData/entityDataDetail/50': detail({
    id: 50,
    entityDataId: 50,
    entityType: 'EVENT',
    contentType: 5,
    title: '增长大会',
    event: openEvent({ address: '世纪大道 1 号' })
  }),
  'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': [],
  'GET /open/v1/entityData/getCourseDetail/30': course(),
  'GET /open/v1/speaker/list': page([speaker]),
  'GET /ca-open/v1/lottery/1': lottery,
  'GET /ca-open/v1/lottery/winners': [],
  'GET /ca-open/v1/lottery/1/chance': { canUse: true, remaining: 1 }
}

let fault: ServerFault | null = null
let watch: PageErrorWatch
let api: ReturnType<typeof mockApi>

beforeAll(async () => {
  stubIntersectionObserver()
  api = mockApi(HEALTHY)
  // While a fault is set, every call meets it, as when the server (or the way to it) fails.
  const healthy = jest.mocked(Taro.request).getMockImplementation() as (o: Taro.request.Option) => Promise<unknown>
  jest
    .mocked(Taro.request)
    .mockImplementation(((options: Taro.request.Option) => (fault ? fault.answer() : healthy(options))) as unknown as typeof Taro.request)
  watch = watchPageErrors()
  await testUtils.createApp()
})

afterAll(() => {
  watch.stop()
  api.restore()
})

const topPage = () => document.getElementById(topPath())
const alertOf = (el: HTMLElement | null) => el?.querySelector<HTMLElement>('[role="alert"]') ?? null

const cases = KEY_PAGES.flatMap(([url, content]) => FAULTS.map(f => [url, f.name, f, content] as const))

describe(`server faults on key pages (${KEY_PAGES.length} pages × ${FAULTS.length} kinds of error)`, () => {
  it.each(cases)('%s × %s: an error state whose 重试 recovers', async (url, _name, kind, content) => {
    const seen = watch.mark()
    const before = topPath()
    fault = kind
    // The client gives up on a call without an answer after 15 s: the fake clock moves a second a turn.
    const failed = await settleOnFakeClock(
      () => void Taro.redirectTo({ url }),
      () => (topPath() !== before && alertOf(topPage()) ? null : 'no error state yet'),
      { stepMs: 1000 }
    )
    expect(failed).toBeNull()
    fault = null
    const retry = within(alertOf(topPage()) as HTMLElement).getByRole('button', { name: '重试' })
    const recovered = await settleOnFakeClock(
      () => testUtils.fireEvent.click(retry),
      () => (!alertOf(topPage()) && topPage()?.textContent?.includes(content) ? null : 'not recovered yet')
    )
    expect(recovered).toBeNull()
    expect(watch.since(seen)).toEqual([])
  })
})
