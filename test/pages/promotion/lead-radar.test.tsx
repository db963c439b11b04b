import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import type { LeadList, LeadSheet, LeadSummary } from '../../../types/contract'
import { fromFirstPageEachTest, openShowing, queriesOnTop, recordToasts, serveApp, topPageElement } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope } from '../../utils/mock-api'
import { LOGIN, login, openCentreShowing } from './fixtures'
import { setSubscribePlatform } from '../../support/subscribe-platform'

/** Extension leadRadar: 线索雷达 in the promotion centre, a lead's sheet, the CSV for staff (without it: lead-radar-off.test.tsx). */

jest.mock('../../../src/services/platform/subscribe', () => jest.requireActual('../../support/subscribe-platform').switchableSubscribe())

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent
const P = '/ca-open/v1/promote/leads'
const RADAR = '/pages/promo/leads/index'

const lead = (leadId: number, over: Partial<LeadSummary> = {}): LeadSummary => ({
  leadId,
  name: `线索${leadId}`,
  avatar: '',
  cellphone: '139****0000',
  contactConsent: false,
  company: '星河软件',
  channel: 'link',
  channelLabel: '推广链接',
  promoterName: '推广员',
  score: 20,
  scores: { events: 20, products: 0, courses: 0, content: 0 },
  topCategory: 'events',
  why: [{ kind: 'register', title: '报名「开放日」', category: 'events', at: '2026-05-01T02:00:00Z', points: 20 }],
  hot: false,
  firstSeenAt: '2026-05-01T02:00:00Z',
  lastActionAt: '2026-05-01T02:00:00Z',
  isNew: true,
  ...over
})

const hot = lead(1, {
  name: '王芳',
  score: 42,
  hot: true,
  scores: { events: 20, products: 16, courses: 0, content: 6 },
  why: [
    { kind: 'register', title: '报名「开放日」', category: 'events', at: '2026-05-01T02:00:00Z', points: 20 },
    { kind: 'view', title: '浏览「线索评分」', category: 'products', at: '2026-05-01T03:00:00Z', points: 6 },
    { kind: 'download', title: '下载「产品手册.pdf」', category: 'products', at: '2026-05-01T04:00:00Z', points: 10 }
  ]
})
const list = (over: Partial<LeadList> = {}): LeadList => ({
  scope: 'mine',
  canSeeAll: false,
  canExport: false,
  hotThreshold: 30,
  retentionDays: 30,
  total: 2,
  leads: [hot, lead(2, { name: '林晓', score: 12, isNew: false })],
  hotLeadMessages: { templates: { weapp: null, tt: null }, left: 0 },
  ...over
})
const sheet: LeadSheet = {
  ...hot,
  cellphone: '13900000000',
  contactConsent: true,
  timeline: [
    {
      kind: 'download',
      title: '下载「产品手册.pdf」',
      detail: '云图营销云产品手册',
      category: 'products',
      at: '2026-05-01T04:00:00Z',
      seconds: null,
      points: 10
    },
    { kind: 'view', title: '浏览「线索评分」', detail: '', category: 'products', at: '2026-05-01T03:00:00Z', seconds: 95, points: 6 },
    { kind: 'view', title: '浏览「首页」', detail: '', category: null, at: '2026-05-01T02:30:00Z', seconds: null, points: 0 }
  ],
  history: Array.from({ length: 14 }, (_, i) => ({ date: `2026-05-${String(i + 1).padStart(2, '0')}`, score: i < 12 ? 0 : i === 12 ? 20 : 42 }))
}

let listAnswer: (q: Record<string, string>) => unknown = () => list()
const routes: Record<string, unknown> = {
  [LOGIN]: login(['MEMBER', 'PROMOTER']),
  'GET /open/v1/extensions': { features: ['leadRadar'] },
  [`GET ${P}`]: (q: Record<string, string>) => listAnswer(q),
  [`GET ${P}/1`]: sheet,
  [`POST ${P}/subscribe`]: { left: 1 },
  'GET /ca-open/v1/promote/getMyPromotionUrl': { url: 'http://localhost/web/h/pages/index/index?utm_scid=abc', shortUrl: '', qrCode: '', scid: 'abc' },
  'GET /ca-open/v1/promote/getMyPromotionPageViewData': { pv: 0, uv: 0, applicants: 0, daily: [] },
  'GET /ca-open/v1/promote/myPromotionViewData': { pv: 0, uv: 0, applicants: 0, daily: [] },
  'GET /ca-open/v1/promote/myPromotionViewDetail': { content: [], number: 0, last: true, size: 10, totalElements: 0, totalPages: 1 }
}

describe('线索雷达 (extension leadRadar)', () => {
  const api = serveApp(testUtils, routes)
  beforeEach(() => {
    setSubscribePlatform(null)
    listAnswer = () => list()
    routes[LOGIN] = login(['MEMBER', 'PROMOTER'])
    api().clearCalls()
  })
  fromFirstPageEachTest('showToast', 'navigateTo', 'requestSubscribeMessage')

  it('asks a mini-program promoter for the hot-lead subscribe message, one message per acceptance', async () => {
    setSubscribePlatform('weapp')
    const messages = { templates: { weapp: 'wxHotLead1', tt: null }, left: 0 }
    listAnswer = () => list({ hotLeadMessages: messages })
    const dialog = jest.spyOn(Taro, 'requestSubscribeMessage').mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', wxHotLead1: 'accept' } as never)
    const toasts = recordToasts()
    const screen = await openShowing(RADAR, '王芳', 8000)
    fire.click(screen.getByRole('button', { name: '开启热线索提醒' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '热线索提醒（可提醒 1 次）' })).toBeTruthy())
    expect(dialog).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['wxHotLead1'] }))
    expect(
      api()
        .callsTo(`${P}/subscribe`)
        .map(c => c.data)
    ).toEqual([{ platform: 'weapp', subscribed: ['wxHotLead1'] }])
    expect(toasts).toContain('已开启：下一条热线索会发订阅消息提醒你')
  })

  it('asks nothing on the web, where the in-app notice is the channel', async () => {
    listAnswer = () => list({ hotLeadMessages: { templates: { weapp: 'wxHotLead1', tt: null }, left: 0 } })
    const screen = await openShowing(RADAR, '王芳', 8000)
    expect(screen.queryByRole('button', { name: /热线索提醒/ })).toBeNull()
  })

  it('is reached from the promotion centre', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openCentreShowing('lead-radar-entry')
    fire.click(screen.getByRole('link', { name: /线索雷达/ }))
    await waitFor(() => expect(nav).toHaveBeenCalledWith(expect.objectContaining({ url: RADAR })))
  })

  it('lists the leads warmest first with their score, hot mark and reasons', async () => {
    const screen = await openShowing(RADAR, '王芳', 8000)
    const rows = screen.getAllByRole('button', { name: /查看线索详情$/ })
    expect(rows.map(r => r.getAttribute('aria-label'))).toEqual(['王芳，42 分，热线索，查看线索详情', '林晓，12 分，查看线索详情'])
    expect(rows[0].textContent).toContain('因为：报名「开放日」、浏览「线索评分」、下载「产品手册.pdf」')
    expect(rows[0].textContent).toContain('139****0000 · 推广链接')
    // A promoter who is not staff: no switch to everyone's leads and no export.
    expect(screen.queryByRole('tab', { name: '全部' }) && screen.queryByRole('tablist', { name: '查看谁的线索' })).toBeNull()
    expect(screen.queryByRole('button', { name: '导出表格' })).toBeNull()
  })

  it('asks the server again for one interest and for the new ones of this week', async () => {
    const screen = await openShowing(RADAR, '王芳', 8000)
    fire.click(within(screen.getByRole('tablist', { name: '按兴趣筛选' })).getByRole('tab', { name: '产品' }))
    await waitFor(() => expect(api().callsTo(P).at(-1)?.query).toEqual({ category: 'products' }))
    fire.click(screen.getByRole('checkbox', { name: '本周新增' }))
    await waitFor(() => expect(api().callsTo(P).at(-1)?.query).toEqual({ category: 'products', fresh: 'true' }))
  })

  it("opens a lead's sheet with the phone given with consent, the reasons, the history and the timeline", async () => {
    const screen = await openShowing(RADAR, '王芳', 8000)
    fire.click(screen.getByRole('button', { name: /^王芳，/ }))
    const dialog = await screen.findByRole('dialog', { name: '线索详情' })
    await waitFor(() => expect(dialog.textContent).toContain('13900000000（本人留资并同意联系）'))
    expect(within(dialog).getByRole('img', { name: '近 14 天分值：从 0 到 42，最高 42（5/14）' })).toBeTruthy()
    const timeline = within(dialog).getByRole('list', { name: '行为时间线' })
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map(li => li.textContent)
    expect(entries[0]).toContain('下载「产品手册.pdf」')
    expect(entries[0]).toContain('+10')
    expect(entries[1]).toContain('停留 1 分 35 秒')
    expect(entries[2]).not.toContain('+')
    expect(within(dialog).getByRole('listitem', { name: '产品 16 分' })).toBeTruthy()
  })

  it('opens the sheet a hot-lead notice links to (?id=)', async () => {
    const screen = await openShowing(`${RADAR}?id=1`, '行为时间线', 8000)
    expect(screen.getByRole('dialog', { name: '线索详情' }).textContent).toContain('王芳')
  })

  it('says so when there are no leads, and when none match the filters', async () => {
    listAnswer = q => list({ total: 0, leads: [], ...(q.fresh ? {} : {}) })
    const screen = await openShowing(RADAR, '还没有线索', 8000)
    fire.click(screen.getByRole('checkbox', { name: '本周新增' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('没有符合条件的线索'))
  })

  it('shows an error with a retry that asks again', async () => {
    listAnswer = () => envelope(500, null, '服务繁忙')
    const screen = await openShowing(RADAR, '服务繁忙', 8000)
    listAnswer = () => list()
    fire.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('王芳'))
  })

  it('lets staff switch to everyone’s leads and download the list as CSV through the signed-in request', async () => {
    routes[LOGIN] = login(['MEMBER', 'PROMOTER', 'UC_USER'])
    listAnswer = q => list({ scope: q.scope === 'all' ? 'all' : 'mine', canSeeAll: true, canExport: true })
    const toasts = recordToasts()
    const csv = '\ufeff姓名,手机号\r\n王芳,139****0000\r\n'
    const fetchMock = jest.fn(
      async () =>
        new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': "attachment; filename*=UTF-8''%E7%BA%BF.csv" } })
    )
    const original = { fetch: global.fetch, create: URL.createObjectURL, revoke: URL.revokeObjectURL }
    global.fetch = fetchMock as unknown as typeof fetch
    URL.createObjectURL = jest.fn(() => 'blob:leads')
    URL.revokeObjectURL = jest.fn()
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    try {
      const screen = await openShowing(RADAR, '王芳', 8000)
      fire.click(within(screen.getByRole('tablist', { name: '查看谁的线索' })).getByRole('tab', { name: '全部' }))
      await waitFor(() => expect(api().callsTo(P).at(-1)?.query).toEqual({ scope: 'all' }))
      await waitFor(() => expect(queriesOnTop().getAllByText(/渠道伙伴 推广员/).length).toBe(2))
      fire.click(screen.getByRole('button', { name: '导出表格' }))
      await waitFor(() => expect(clicked).toHaveBeenCalled())
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
      expect(url).toMatch(/\/ca-open\/v1\/promote\/leads\/export\?scope=all$/)
      expect((init.headers as Record<string, string>)['Authorization-Ca']).toBe('key-promoter')
      await waitFor(() => expect(toasts).toContain('已导出表格'))
    } finally {
      global.fetch = original.fetch
      URL.createObjectURL = original.create
      URL.revokeObjectURL = original.revoke
      clicked.mockRestore()
    }
  })

  it("tells a visitor in WeChat's browser, which saves no file, to open a browser, and asks the server for nothing", async () => {
    routes[LOGIN] = login(['MEMBER', 'PROMOTER', 'UC_USER'])
    listAnswer = () => list({ canSeeAll: true, canExport: true })
    const toasts = recordToasts()
    const original = global.fetch
    const fetchMock = jest.fn()
    global.fetch = fetchMock as unknown as typeof fetch
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50')
    try {
      const screen = await openShowing(RADAR, '王芳', 8000)
      fire.click(screen.getByRole('button', { name: '导出表格' }))
      await waitFor(() => expect(toasts).toContain('请在浏览器中打开线索雷达导出表格'))
      expect(toasts).not.toContain('已导出表格')
      expect(fetchMock).not.toHaveBeenCalled()
    } finally {
      global.fetch = original
      agent.mockRestore()
    }
  })

  it('shows the server’s refusal of the export', async () => {
    routes[LOGIN] = login(['MEMBER', 'PROMOTER', 'UC_USER'])
    listAnswer = () => list({ canSeeAll: true, canExport: true })
    const toasts = recordToasts()
    const original = global.fetch
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ code: 403, data: null, message: '只有公司员工可以导出线索' }), { headers: { 'content-type': 'application/json' } })
    ) as unknown as typeof fetch
    try {
      const screen = await openShowing(RADAR, '王芳', 8000)
      fire.click(screen.getByRole('button', { name: '导出表格' }))
      await waitFor(() => expect(toasts).toContain('只有公司员工可以导出线索'))
    } finally {
      global.fetch = original
    }
  })
})
