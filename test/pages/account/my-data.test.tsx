import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import type { MyData } from '../../../types/contract'
import { fromFirstPageEachTest, openShowing, queriesOnTop, recordToasts, serveApp, topPageElement } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { login, member } from './fixtures'

/** Extension leadRadar: 我的数据 shows the visitor what is kept about them and clears it (without it: lead-radar-off.test.tsx). */

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent
const MY_DATA = '/pages/account/my-data/index'

const kept: MyData = {
  retentionDays: 30,
  counts: [
    { kind: 'view', label: '浏览', count: 3 },
    { kind: 'register', label: '报名活动', count: 1 }
  ],
  timeline: [
    { kind: 'register', title: '报名「开放日」', detail: '', category: 'events', at: '2026-05-01T04:00:00Z', seconds: null, points: 20 },
    { kind: 'view', title: '浏览「线索评分」', detail: '', category: 'products', at: '2026-05-01T03:00:00Z', seconds: 95, points: 6 }
  ],
  score: 26,
  scores: { events: 20, products: 6, courses: 0, content: 0 },
  followedBy: '渠道伙伴 李娜',
  clearedAt: null
}
const cleared: MyData = { ...kept, counts: [], timeline: [], score: null, scores: null, followedBy: null, clearedAt: '2026-05-02T02:00:00Z' }

let answer: MyData = kept
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /open/v1/extensions': { features: ['leadRadar'] },
  'GET /ca/v1/personalCenter/myData': () => answer,
  'POST /ca/v1/personalCenter/myData/clear': () => (answer = cleared),
  'GET /ca-open/v1/notice/list': { content: [], number: 0, last: true, size: 10, totalElements: 0, totalPages: 1 }
}

describe('我的数据', () => {
  const api = serveApp(testUtils, routes)
  beforeEach(() => {
    answer = kept
    api().clearCalls()
  })
  fromFirstPageEachTest('showToast', 'showModal', 'navigateTo')

  it('is a tile of 我的 when the server offers it', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openShowing('/pages/account/index', '我的数据', 8000)
    fire.click(screen.getByRole('button', { name: '我的数据' }))
    await waitFor(() => expect(nav).toHaveBeenCalledWith(expect.objectContaining({ url: MY_DATA })))
  })

  it('shows what is kept, for how long, who follows them up, the score and the records', async () => {
    const screen = await openShowing(MY_DATA, '渠道伙伴 李娜', 8000)
    expect(topPageElement().textContent).toContain('保存 30 天')
    expect(screen.getByTestId('my-data-score').textContent).toBe('26 分（活动 20 · 产品 6）')
    const counts = within(screen.getByRole('list', { name: '保存的记录' }))
      .getAllByRole('listitem')
      .map(li => li.textContent)
    expect(counts).toEqual(['3浏览', '1报名活动'])
    expect(within(screen.getByRole('list', { name: '行为记录' })).getAllByRole('listitem')[0].textContent).toContain('报名「开放日」')
  })

  it('clears it after the visitor confirms, and says nothing is kept any more', async () => {
    const toasts = recordToasts()
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    const screen = await openShowing(MY_DATA, '渠道伙伴 李娜', 8000)
    fire.click(screen.getByRole('button', { name: '清除我的数据' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('目前没有保存你的行为记录'))
    expect(api().callsTo('/ca/v1/personalCenter/myData/clear')).toHaveLength(1)
    expect(toasts).toContain('已清除')
    expect(queriesOnTop().getByTestId('my-data-score').textContent).toBe('暂无')
    expect(queriesOnTop().getByRole('button', { name: '没有可清除的数据' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('keeps everything when the visitor cancels', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' } as never)
    const screen = await openShowing(MY_DATA, '渠道伙伴 李娜', 8000)
    fire.click(screen.getByRole('button', { name: '清除我的数据' }))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalled())
    expect(api().callsTo('/ca/v1/personalCenter/myData/clear')).toHaveLength(0)
    expect(topPageElement().textContent).toContain('渠道伙伴 李娜')
  })
})
