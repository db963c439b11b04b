import { waitFor, within } from '@testing-library/dom'
import type { PromotionFunnel } from '../../../types/contract'
import { queriesOnTop, serveApp, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { LOGIN, login, openCentreShowing } from './fixtures'

const testUtils = new TaroTestApp()
const P = '/ca-open/v1/promote'

const stages = (visits: number, registrations: number, approved: number, checkedIn: number) => ({ visits, registrations, approved, checkedIn })
const funnel = (scope: 'mine' | 'all', days: number): PromotionFunnel => ({
  scope,
  canSeeAll: true,
  totals: scope === 'all' ? stages(90, 30, 20, 10) : stages(40, 10, 8, 4),
  unconfirmedBehalf: scope === 'all' ? 0 : 3,
  links: [
    { eventId: 7, title: '开放日', promoterName: '李娜', ...stages(25, 6, 6, 4) },
    { eventId: 8, title: '峰会', promoterName: '李娜', ...stages(15, 4, 2, 0) }
  ],
  days,
  daily: Array.from({ length: days }, (_, i) => ({ date: `2024-05-${String(i + 1).padStart(2, '0')}`, visits: i, registrations: i % 2, checkedIn: 0 })),
  // Visitors once in the period (fewer than the days' 0 + 1 + … + 6 = 21: some came on several days).
  period: { visits: days === 7 ? 15 : 300, registrations: days === 7 ? 3 : 15, checkedIn: 0 },
  sources: [
    { source: 'promotion', label: '推广链接', ...stages(0, 8, 6, 3) },
    { source: 'ai_assistant', label: '智能助手', ...stages(0, 2, 2, 1) },
    { source: 'behalf_unconfirmed', label: '代报名·待确认', ...stages(0, 3, 3, 3) }
  ],
  assistantActions: scope === 'all' ? { signup: 5, download: 2, favorite: 1 } : null
})

const routes: Record<string, unknown> = {
  [LOGIN]: login(['MEMBER', 'PROMOTER', 'UC_USER']),
  'GET /open/v1/extensions': { features: ['funnel'] },
  [`GET ${P}/funnel`]: (q: Record<string, string>) => funnel(q.scope === 'all' ? 'all' : 'mine', Number(q.days)),
  [`GET ${P}/getMyPromotionUrl`]: { url: 'http://localhost/web/h/pages/index/index?utm_scid=abc', shortUrl: '', qrCode: '', scid: 'abc' },
  [`GET ${P}/getMyPromotionPageViewData`]: { pv: 42, uv: 17, applicants: 5, daily: [] },
  [`GET ${P}/myPromotionViewData`]: { pv: 0, uv: 0, applicants: 0, daily: [] },
  [`GET ${P}/myPromotionViewDetail`]: { content: [], number: 0, last: true, size: 10, totalElements: 0, totalPages: 1 }
}

const value = (stage: string) => queriesOnTop().getByTestId(`funnel-${stage}`).textContent

const openFunnel = () => openCentreShowing('funnel')

describe('the promoter funnel in the promotion centre (extension funnel)', () => {
  const api = serveApp(testUtils, routes)
  beforeEach(() => api().clearCalls())
  fromFirstPageEachTest('showToast')

  it('shows visits → registrations → approved → checked in with each stage’s conversion, and the trend in words', async () => {
    const screen = await openFunnel()
    expect([value('visits'), value('registrations'), value('approved'), value('checkedIn')]).toEqual(['40', '10', '8', '4'])
    expect(screen.getByText('25%')).toBeTruthy()
    expect(screen.getByText('80%')).toBeTruthy()
    expect(screen.getByRole('img', { name: /^近 7 天趋势：访客数共 15，/ })).toBeTruthy()
    expect(api().callsTo(`${P}/funnel`)[0].query).toMatchObject({ days: '7', scope: 'mine' })
  })

  it('shows one link’s funnel when its row is tapped, and all links again', async () => {
    const screen = await openFunnel()
    testUtils.fireEvent.click(screen.getByTestId('funnel-link-7'))
    await waitFor(() => expect(value('visits')).toBe('25'))
    expect(value('checkedIn')).toBe('4')
    expect(screen.getByTestId('funnel-link-7').getAttribute('aria-pressed')).toBe('true')
    testUtils.fireEvent.click(screen.getByRole('button', { name: /^全部链接/ }))
    await waitFor(() => expect(value('visits')).toBe('40'))
  })

  it('lists where registrations came from, the assistant among them', async () => {
    const screen = await openFunnel()
    const assistant = within(screen.getByTestId('funnel-source-ai_assistant'))
    expect(assistant.getByText('智能助手')).toBeTruthy()
    expect(assistant.getByText('报名人数 2 · 审核通过 2 · 到场签到 1')).toBeTruthy()
  })

  it('counts registrations made on someone’s behalf apart until the person confirms them', async () => {
    const screen = await openFunnel()
    expect(screen.getByTestId('funnel-unconfirmed-behalf').textContent).toContain('代报名·待确认 3 人')
    expect(within(screen.getByTestId('funnel-source-behalf_unconfirmed')).getByText('代报名·待确认')).toBeTruthy()
    testUtils.fireEvent.click(screen.getByRole('tab', { name: '全部' }))
    await waitFor(() => expect(value('visits')).toBe('90'))
    expect(screen.queryByTestId('funnel-unconfirmed-behalf')).toBeNull()
  })

  it('lets company staff see every promoter’s links and the taps on assistant cards', async () => {
    const screen = await openFunnel()
    testUtils.fireEvent.click(screen.getByRole('tab', { name: '全部' }))
    await waitFor(() => expect(value('visits')).toBe('90'))
    expect(api().callsTo(`${P}/funnel`).pop()?.query).toMatchObject({ scope: 'all' })
    expect(screen.getByText('李娜 · 开放日')).toBeTruthy()
    expect(screen.getByTestId('funnel-assistant-actions').textContent).toContain('报名 5 次 · 下载 2 次 · 收藏 1 次')
  })

  it('names each number as the summary tiles do and says in one line on each card what it counts', async () => {
    const screen = await openFunnel()
    const stages = within(screen.getByTestId('funnel'))
    for (const name of ['访客数', '报名人数', '审核通过', '到场签到']) expect(stages.getAllByText(name).length).toBeGreaterThan(0)
    expect(screen.getByText('访客数：按访客去重，同一人多次访问算 1；之后每一步是上一步中的人数')).toBeTruthy()
    // The trend's legend gives the period's numbers (visitors once), not the sum of the days.
    expect(screen.getByTestId('funnel-period-visits').textContent).toBe('访客数 15')
    expect(screen.getByTestId('funnel-period-registrations').textContent).toBe('报名人数 3')
    expect(screen.getByText('近 7 天合计：访客数按这 7 天去重，同一人多天访问算 1')).toBeTruthy()
    // The summary tiles and 访问趋势 on the same screen use the same names, each card with its line.
    expect(screen.getByTestId('stat-uv').nextSibling?.textContent).toBe('访客数')
    expect(screen.getByText('全部时间累计 · 访客数：按访客去重，同一人多次访问算 1')).toBeTruthy()
    expect(screen.getByText('近 7 天 · 浏览量：每打开一次推广页面算 1 次；访客数：按访客去重，同一人多次访问算 1')).toBeTruthy()
    for (const old of ['访问次数', '访问', '通过', '签到']) expect(screen.queryByText(old)).toBeNull()
  })

  it('asks for 30 days of trend when switched', async () => {
    const screen = await openFunnel()
    testUtils.fireEvent.click(within(screen.getByRole('tablist', { name: '趋势天数' })).getByRole('tab', { name: '近30天' }))
    await waitFor(() => expect(api().callsTo(`${P}/funnel`).pop()?.query).toMatchObject({ days: '30' }))
    await waitFor(() => expect(screen.getByRole('img', { name: /^近 30 天趋势/ })).toBeTruthy())
  })
})
