import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { page } from '../../utils/mock-api'
import { openOnTop, queriesOnTop, serveApp, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { LOGIN, login, openCentreShowing } from './fixtures'

const testUtils = new TaroTestApp()
const P = '/ca-open/v1/promote'
const daily = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2024-05-${String(i + 1).padStart(2, '0')}`, pv: i + 1, uv: 1 }))

const routes: Record<string, unknown> = {
  [LOGIN]: login(['MEMBER', 'PROMOTER']),
  [`GET ${P}/getMyPromotionUrl`]: { url: 'http://localhost/web/h/pages/index/index?utm_scid=abc&utm_source=promotion', shortUrl: '', qrCode: '', scid: 'abc' },
  [`GET ${P}/getMyPromotionPageViewData`]: { pv: 42, uv: 17, applicants: 5, daily: [] },
  [`GET ${P}/myPromotionViewData`]: (q: Record<string, string>) => ({ pv: 1, uv: 1, applicants: 0, daily: daily(Number(q.days)) }),
  [`GET ${P}/myPromotionViewDetail`]: (q: Record<string, string>) =>
    q.page === '1'
      ? page([{ id: 1, visitorName: '王五', avatar: '', page: '/pages/event/index', time: '2024-05-02T10:00:00Z' }], 0, false)
      : page([{ id: 2, visitorName: '赵六', avatar: '', page: '/pages/article/index', time: '2024-05-01T10:00:00Z' }], 1, true),
  [`GET ${P}/getAccessList`]: page([{ id: 9, visitorName: '钱七', avatar: '', page: '/pages/index/index', time: '2024-05-02T10:00:00Z' }]),
  'GET /ca-open/v1/promotionEvent/getMyPoster': { url: 'http://localhost/poster.png', width: 600, height: 900 }
}

/** The chart's day groups, each labelled with its date, views and visitors. */
const chartDays = () => queriesOnTop().queryAllByLabelText(/ 浏览\d+ 访客\d+$/).length

/** Opens the promotion centre and waits for my link. */
const openCentre = () => openCentreShowing('promotion-url')

describe('promotion centre and my promotion', () => {
  const api = serveApp(testUtils, routes)
  beforeEach(() => api().clearCalls())
  fromFirstPageEachTest('showToast')

  it('shows my promotion link, its QR code and all-time totals', async () => {
    const screen = await openCentre()
    expect(screen.getByTestId('promotion-url').textContent).toContain('utm_scid=abc')
    await waitFor(() => expect(screen.getByTestId('stat-pv').textContent).toBe('42'))
    expect(screen.getByTestId('stat-uv').textContent).toBe('17')
    expect(screen.getByTestId('stat-applicants').textContent).toBe('5')
    expect(screen.getByLabelText('推广二维码').getAttribute('src')).toContain('/open/qrCode/gen?content=')
  })

  it('copies the link and says 已复制', async () => {
    const copy = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const toast = jest.spyOn(Taro, 'showToast')
    const screen = await openCentre()
    testUtils.fireEvent.click(screen.getByRole('button', { name: '复制推广链接' }))
    await waitFor(() => expect(copy).toHaveBeenCalledWith(expect.stringContaining('utm_scid=abc')))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已复制' })))
  })

  it('shows no funnel on a server without the funnel extension (and never asks for one)', async () => {
    const screen = await openCentre()
    await waitFor(() => expect(screen.getByTestId('stat-pv').textContent).toBe('42'))
    expect(screen.queryByText('推广漏斗')).toBeNull()
    expect(api().callsTo(`${P}/funnel`)).toHaveLength(0)
  })

  it('draws the last 7 days, then 30 days when switched', async () => {
    const screen = await openCentre()
    await waitFor(() => expect(chartDays()).toBe(7))
    expect(api().callsTo(`${P}/myPromotionViewData`)[0].query.days).toBe('7')
    testUtils.fireEvent.click(screen.getByRole('tab', { name: '近30天' }))
    await waitFor(() => expect(chartDays()).toBe(30))
    expect(api().callsTo(`${P}/myPromotionViewData`).pop()?.query.days).toBe('30')
  })

  it('pages through the view details', async () => {
    const screen = await openCentre()
    testUtils.fireEvent.click(await screen.findByRole('button', { name: '加载更多' }))
    await screen.findByText('赵六', { exact: false })
    expect(screen.getByText('王五', { exact: false })).toBeTruthy()
    expect(
      api()
        .callsTo(`${P}/myPromotionViewDetail`)
        .map(c => c.query.page)
    ).toEqual(['1', '2'])
  })

  it('generates my poster on request', async () => {
    const screen = await openCentre()
    testUtils.fireEvent.click(screen.getByRole('button', { name: '生成海报' }))
    await waitFor(() => expect(screen.getByLabelText('我的推广海报').getAttribute('src')).toBe('http://localhost/poster.png'))
  })

  it('my promotion lists everyone who came through the link, for the event asked', async () => {
    await openOnTop('/pages/my-promotion/index?eventId=5')
    await queriesOnTop().findByText('钱七', { exact: false })
    expect(api().callsTo(`${P}/getMyPromotionUrl`).pop()?.query.eventId).toBe('5')
  })
})
