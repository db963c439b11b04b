import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { queriesOnTop } from '../../support/page'
import { envelope } from '../../utils/mock-api'
import { account, assertNoActiveContent, detail, sessionRoutes, XSS_HTML } from './fixtures'
import { currentPage, detailSuite, findText, open, spyRedirects } from './helpers'
import * as pay from '../../../src/services/platform/pay'
import { savePendingIntent } from '@/services/pending-action'
import { BUY_INTENT } from '@/features/orders/use-purchase'

jest.mock('../../../src/services/platform/pay', () => ({ payOrder: jest.fn(async () => 'redirected') }))
const payOrder = pay.payOrder as jest.Mock

const DETAIL = '/open/v1/entityData/entityDataDetail/7'
/** The star button in the state given: "收藏" not pressed, or "取消收藏" pressed. */
const findStar = (starred: boolean) => queriesOnTop().findByRole('button', { name: starred ? '取消收藏' : '收藏', pressed: starred })

describe('article detail', () => {
  const { testUtils, serve, api, shownToasts } = detailSuite()
  // Each test reads payOrder's calls from its own start, whatever ran before it.
  beforeEach(() => payOrder.mockClear())

  it('renders the body sanitised: no script, no on* attribute, no javascript: link', async () => {
    serve({ [`GET ${DETAIL}`]: detail({ content: XSS_HTML }) })
    await open('/pages/article/index?id=7')
    await findText('结尾段落')
    assertNoActiveContent(currentPage())
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined()
    expect(currentPage().textContent).toContain('示例文章')
  })

  it('shows the missing-query error with a way home for a malformed id', async () => {
    serve({})
    await open('/pages/article/index?id=abc')
    await findText('链接缺少必要的参数')
    expect(currentPage().textContent).toContain('返回首页')
    expect(api().callsTo('/open/v1/entityData/entityDataDetail/abc')).toHaveLength(0)
  })

  it('sends the visitor to a safe redirectUrl instead of showing the body', async () => {
    const redirect = spyRedirects()
    serve({ [`GET ${DETAIL}`]: detail({ redirectType: 'URL', redirectUrl: 'https://www.example.com/landing' }) })
    await open('/pages/article/index?id=7')
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(redirect.mock.calls[0][0].url).toBe('/pages/web/index?src=' + encodeURIComponent('https://www.example.com/landing'))
  })

  it('shows the body with a toast when the redirectUrl is unsafe', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo')
    serve({ [`GET ${DETAIL}`]: detail({ redirectType: 'URL', redirectUrl: 'javascript:alert(1)' }) })
    await open('/pages/article/index?id=7')
    await findText('正文内容')
    expect(redirect).not.toHaveBeenCalled()
    expect(shownToasts().some(t => t.includes('跳转链接无效'))).toBe(true)
  })

  /** Opens article 7, taps 收藏 while the star call is held open, checks the star shows at once, and returns what answers the call. */
  async function starWhileTheCallIsOpen(): Promise<(answer: unknown) => void> {
    let answer: (v: unknown) => void = () => undefined
    serve({
      [`GET ${DETAIL}`]: detail(),
      'POST /ca-open/v1/entityData/star/7': () => new Promise(resolve => (answer = resolve))
    })
    await open('/pages/article/index?id=7')
    testUtils.fireEvent.click(await findStar(false))
    await findStar(true)
    return v => answer(v)
  }

  it('stars at once and keeps the star when the server agrees', async () => {
    const release = await starWhileTheCallIsOpen()
    release({ starred: true, starCount: 4 })
    await waitFor(() => expect(shownToasts()).toContain('已收藏'))
    expect(queriesOnTop().getByRole('button', { name: '取消收藏', pressed: true })).toBeTruthy()
  })

  it('rolls the star back when the call fails', async () => {
    const fail = await starWhileTheCallIsOpen()
    fail(envelope(500, null, '收藏失败'))
    await findStar(false)
    expect(shownToasts()).toContain('收藏失败')
  })

  it('sends a visitor without the enterprise contact to the contact page with its toast', async () => {
    const redirect = spyRedirects()
    serve({ [`GET ${DETAIL}`]: detail({ gate: { requireCpContact: true, requireSubscribe: true } }) })
    await open('/pages/article/index?id=7')
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(redirect.mock.calls[0][0].url).toBe('/pages/cp-contact/index?id=7')
    expect(shownToasts()).toContain('需要添加企业微信')
  })

  it('sends a visitor who does not follow to the subscribe page with its toast', async () => {
    const redirect = spyRedirects()
    serve({
      ...sessionRoutes(account({ cpContactAdded: true })),
      [`GET ${DETAIL}`]: detail({ gate: { requireCpContact: true, requireSubscribe: true } })
    })
    await open('/pages/article/index?id=7')
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(redirect.mock.calls[0][0].url).toBe('/pages/subscribe/index?id=7&trackType=ARTICLE')
    expect(shownToasts()).toContain('需要关注公众号')
  })

  it('shows gated content to a visitor who has done both', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo')
    serve({
      ...sessionRoutes(account({ cpContactAdded: true, subscribe: true })),
      [`GET ${DETAIL}`]: detail({ gate: { requireCpContact: true, requireSubscribe: true } })
    })
    await open('/pages/article/index?id=7')
    await findText('正文内容')
    expect(redirect).not.toHaveBeenCalled()
  })

  it('unlocks paid content when the order is complete at once', async () => {
    let owned = false
    serve({
      [`GET ${DETAIL}`]: () => detail({ price: 990, owned }),
      'POST /ca/v1/order/pay/generateOrder': () => {
        owned = true
        return { orderId: 1, orderNo: 'NO1', payStatus: 'COMPLETE_PAY' }
      }
    })
    await open('/pages/article/index?id=7')
    const buy = await findText('¥9.90 立即购买')
    expect(currentPage().textContent).toContain('购买后查看全部内容')
    testUtils.fireEvent.click(buy)
    await waitFor(() => expect(shownToasts()).toContain('订单已完成'))
    await waitFor(() => expect(currentPage().textContent).not.toContain('购买后查看全部内容'))
    expect(api().callsTo('/ca/v1/order/pay/generateOrder')[0].data).toMatchObject({ contentEntityDataId: 7, orderType: 'CONTENT' })
    expect(payOrder).not.toHaveBeenCalled()
  })

  it('goes to payment when the order waits for payment', async () => {
    serve({
      [`GET ${DETAIL}`]: detail({ price: 990, owned: false }),
      'POST /ca/v1/order/pay/generateOrder': { orderId: 2, orderNo: 'NO2', payStatus: 'WAIT_PAY' }
    })
    await open('/pages/article/index?id=7')
    testUtils.fireEvent.click(await findText('¥9.90 立即购买'))
    await waitFor(() => expect(payOrder).toHaveBeenCalled())
    expect(payOrder.mock.calls[0][0]).toEqual({ orderId: 2, orderNo: 'NO2' })
    expect(String(payOrder.mock.calls[0][1])).toContain('id=7')
  })

  it('back from the sign-in a 立即购买 tap led to, makes the order and goes to payment once', async () => {
    serve({
      [`GET ${DETAIL}`]: detail({ price: 990, owned: false }),
      'POST /ca/v1/order/pay/generateOrder': { orderId: 3, orderNo: 'NO3', payStatus: 'WAIT_PAY' }
    })
    // What the tap before the sign-in redirect left behind for this page, which the sign-in brings the visitor back to.
    savePendingIntent(
      { kind: BUY_INTENT, payload: { contentId: 7, orderType: 'CONTENT', redirectUrl: '/web/h/pages/article/index?id=7' } },
      window.location.pathname
    )
    await open('/pages/article/index?id=7')
    await waitFor(() => expect(payOrder).toHaveBeenCalledTimes(1))
    expect(payOrder.mock.calls[0][0]).toEqual({ orderId: 3, orderNo: 'NO3' })
    expect(payOrder.mock.calls[0][1]).toBe('/web/h/pages/article/index?id=7')
    expect(api().callsTo('/ca/v1/order/pay/generateOrder')).toHaveLength(1)
    expect(sessionStorage.getItem('pendingIntent')).toBeNull()
  })

  it('leaves a kept purchase of another article alone', async () => {
    serve({
      [`GET ${DETAIL}`]: detail({ price: 990, owned: false }),
      'POST /ca/v1/order/pay/generateOrder': { orderId: 4, orderNo: 'NO4', payStatus: 'WAIT_PAY' }
    })
    savePendingIntent({ kind: BUY_INTENT, payload: { contentId: 8, orderType: 'CONTENT' } }, window.location.pathname)
    const kept = sessionStorage.getItem('pendingIntent')
    await open('/pages/article/index?id=7')
    // The visitor's own tap: React runs the page's pending effects (the look for a kept purchase) before it
    // renders the tap, so by the time this order is made a resumed one would have been made or taken.
    testUtils.fireEvent.click(await findText('¥9.90 立即购买'))
    await waitFor(() => expect(payOrder).toHaveBeenCalledTimes(1))
    expect(
      api()
        .callsTo('/ca/v1/order/pay/generateOrder')
        .map(c => (c.data as { contentEntityDataId: number }).contentEntityDataId)
    ).toEqual([7])
    expect(sessionStorage.getItem('pendingIntent')).toBe(kept)
    sessionStorage.removeItem('pendingIntent')
  })

  it('says 创建订单失败 when the order cannot be created', async () => {
    serve({
      [`GET ${DETAIL}`]: detail({ price: 990, owned: false }),
      'POST /ca/v1/order/pay/generateOrder': envelope(500, null, 'boom')
    })
    await open('/pages/article/index?id=7')
    testUtils.fireEvent.click(await findText('¥9.90 立即购买'))
    await waitFor(() => expect(shownToasts()).toContain('创建订单失败'))
  })
})
