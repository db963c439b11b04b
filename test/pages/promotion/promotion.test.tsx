import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { envelope, page } from '../../utils/mock-api'
import { serveApp } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { bodyText, byText, LOGIN, login } from './fixtures'

const testUtils = new TaroTestApp()
const P = '/ca-open/v1/promote'
const daily = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2024-05-${String(i + 1).padStart(2, '0')}`, pv: i + 1, uv: 1 }))

const routes: Record<string, unknown> = {
  [LOGIN]: login(['MEMBER', 'PROMOTER']),
  [`GET ${P}/getMyPromotionUrl`]: { url: 'http://localhost/web/h/pages/index/index?utm_scid=abc&utm_source=promotion', shortUrl: '', qrCode: '', scid: 'abc' },
  [`GET ${P}/getMyPromotionPageViewData`]: { pv: 42, uv: 17, applicants: 5, daily: [] },
  [`GET ${P}/getPromotionAccessCount`]: envelope(209, 23),
  [`GET ${P}/myPromotionViewData`]: (q: Record<string, string>) => ({ pv: 1, uv: 1, applicants: 0, daily: daily(Number(q.days)) }),
  [`GET ${P}/myPromotionViewDetail`]: (q: Record<string, string>) =>
    q.page === '1'
      ? page([{ id: 1, visitorName: '王五', avatar: '', page: '/pages/event/index', time: '2024-05-02T10:00:00Z' }], 0, false)
      : page([{ id: 2, visitorName: '赵六', avatar: '', page: '/pages/article/index', time: '2024-05-01T10:00:00Z' }], 1, true),
  [`GET ${P}/getAccessList`]: page([{ id: 9, visitorName: '钱七', avatar: '', page: '/pages/index/index', time: '2024-05-02T10:00:00Z' }]),
  'GET /ca-open/v1/promotionEvent/getMyPoster': { url: 'http://localhost/poster.png', width: 600, height: 900 }
}

describe('promotion centre and my promotion', () => {
  const api = serveApp(testUtils, routes)

  it('shows my promotion link, its QR code and all-time totals', async () => {
    await Taro.navigateTo({ url: '/pages/promotion/index' })
    await waitFor(() => expect(document.querySelector('[data-testid="promotion-url"]')).toBeTruthy(), { timeout: 10000 })
    const url = document.querySelector('[data-testid="promotion-url"]')
    expect(url?.textContent).toContain('utm_scid=abc')
    await waitFor(() => expect(document.querySelector('[data-testid="stat-pv"]')?.textContent).toBe('42'))
    expect(document.querySelector('[data-testid="stat-access"]')?.textContent).toBe('23')
    const qr = document.querySelector('[aria-label="推广二维码"]')
    expect(qr?.getAttribute('src')).toContain('/open/qrCode/gen?content=')
  })

  it('copies the link and says 已复制', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast')
    const button = [...document.querySelectorAll('[aria-label="复制推广链接"]')].pop() as HTMLElement
    testUtils.fireEvent.click(button)
    await waitFor(() => expect(copy).toHaveBeenCalledWith({ data: expect.stringContaining('utm_scid=abc') }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已复制' })))
  })

  it('draws the last 7 days, then 30 days when switched', async () => {
    await waitFor(() => expect(document.querySelectorAll('.views-chart__group').length).toBe(7))
    expect(api().callsTo(`${P}/myPromotionViewData`)[0].query.days).toBe('7')
    testUtils.fireEvent.click(byText('近30天'))
    await waitFor(() => expect(document.querySelectorAll('.views-chart__group').length).toBe(30))
    expect(api().callsTo(`${P}/myPromotionViewData`).pop()?.query.days).toBe('30')
  })

  it('pages through the view details', async () => {
    await waitFor(() => expect(bodyText()).toContain('王五'))
    const more = [...document.querySelectorAll('.paged-list__more')].pop() as HTMLElement
    testUtils.fireEvent.click(more)
    await waitFor(() => expect(bodyText()).toContain('赵六'))
    expect(
      api()
        .callsTo(`${P}/myPromotionViewDetail`)
        .map(c => c.query.page)
    ).toEqual(['1', '2'])
  })

  it('generates my poster on request', async () => {
    testUtils.fireEvent.click(byText('生成海报'))
    await waitFor(() => expect(document.querySelector('[aria-label="我的推广海报"]')?.getAttribute('src')).toBe('http://localhost/poster.png'))
  })

  it('my promotion lists everyone who came through the link, for the event asked', async () => {
    await Taro.navigateTo({ url: '/pages/my-promotion/index?eventId=5' })
    await waitFor(() => expect(bodyText()).toContain('钱七'))
    expect(api().callsTo(`${P}/getMyPromotionUrl`).pop()?.query.eventId).toBe('5')
  })
})
