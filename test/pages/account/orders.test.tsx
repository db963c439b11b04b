import { waitFor, within } from '@testing-library/dom'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import { expectToOpen, openShowing, fromFirstPageEachTest } from '../../support/page'
import { login, order, spyConfirm, spyToasts } from './fixtures'
import type { Order } from '../../../types/contract'
import * as pay from '../../../src/services/platform/pay'
import * as ui from '@/services/ui/toast'

jest.mock('../../../src/services/platform/pay', () => ({ payOrder: jest.fn() }))
const payOrder = pay.payOrder as jest.Mock

const testUtils = new TaroTestApp()
const unpaid = order({ orderId: 1, orderNo: 'NO0001', payStatus: 'WAIT_PAY' })
const paid = order({ orderId: 2, orderNo: 'NO0002', title: '付费课程：数据分析', payStatus: 'COMPLETE_PAY', paidAt: '2025-06-02T10:00:00' })
let orders: Order[] = []
/** What the server answers before a test changes it (each test starts from these). */
const serverAnswers: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca/v1/order/list': (q: Record<string, string>) => page(orders.filter(o => !q.payStatus || o.payStatus === q.payStatus)),
  'POST /ca/v1/order/cancelOrder': (q: Record<string, string>) => {
    orders = orders.map(o => (o.orderId === Number(q.orderId) ? { ...o, payStatus: 'CANCELLED' } : o))
    return orders.find(o => o.orderId === Number(q.orderId))
  },
  'GET /ca/v1/order/orderInfo': (q: Record<string, string>) => orders.find(o => o.orderId === Number(q.orderId)) || envelope(404, null, '订单不存在')
}
const routes: Record<string, unknown> = { ...serverAnswers }
const api = mockApi(routes)
let toasts: string[]

beforeAll(() => testUtils.createApp())
beforeEach(() => {
  orders = [unpaid, paid]
  Object.assign(routes, serverAnswers)
  api.clearCalls()
  payOrder.mockReset()
  toasts = spyToasts()
})
fromFirstPageEachTest('showToast', 'showModal')

describe('order history', () => {
  const LIST = '/pages/account/order/index'

  it('lists orders with their status and filters by payStatus', async () => {
    const screen = await openShowing(LIST, '付费课程：数据分析')
    expect(within(screen.getByTestId('order-1')).getByText('待支付')).toBeTruthy()
    testUtils.fireEvent.click(screen.getByRole('tab', { name: '已支付' }))
    await waitFor(() => expect(screen.queryByText('付费文章：增长方法论')).toBeNull())
    expect(api.callsTo('/ca/v1/order/list').pop()?.query.payStatus).toBe('COMPLETE_PAY')
    // A paid order offers no payment.
    expect(screen.queryByText('去支付')).toBeNull()
    testUtils.fireEvent.click(screen.getByRole('tab', { name: '全部' }))
    await screen.findByText('付费文章：增长方法论')
  })

  it('cancels an unpaid order only after confirmation, with one request per double tap', async () => {
    const screen = await openShowing(LIST, '付费文章：增长方法论')
    const dialog = spyConfirm(false)
    // Calls through to the dialog above: its promise is how the test knows the app has taken the answer.
    const asked = jest.spyOn(ui, 'confirm')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '取消订单' }))
    await waitFor(() => expect(dialog.texts).toHaveLength(1))
    // The declined cancel (one per order at a time) has run to its end once its own await of the answer has.
    await asked.mock.results[0].value
    asked.mockRestore()
    expect(api.callsTo('/ca/v1/order/cancelOrder')).toHaveLength(0)
    dialog.set(true)
    testUtils.fireEvent.click(screen.getByRole('button', { name: '取消订单' }))
    testUtils.fireEvent.click(screen.getByRole('button', { name: '取消订单' }))
    await waitFor(() => expect(toasts).toContain('订单已取消'))
    expect(api.callsTo('/ca/v1/order/cancelOrder')).toHaveLength(1)
    await waitFor(() => expect(within(screen.getByTestId('order-1')).getByText('已取消')).toBeTruthy())
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull()
  })

  it('shows the server message when a cancel is refused', async () => {
    routes['POST /ca/v1/order/cancelOrder'] = envelope(400, null, '只有待支付订单可以取消')
    spyConfirm(true)
    const screen = await openShowing(LIST, '付费文章：增长方法论')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '取消订单' }))
    await waitFor(() => expect(toasts).toContain('只有待支付订单可以取消'))
    expect(within(screen.getByTestId('order-1')).getByText('待支付')).toBeTruthy()
  })

  it('sends an unpaid order to the payment page', async () => {
    const screen = await openShowing(LIST, '付费文章：增长方法论')
    await expectToOpen('/pages/account/payment/index?id=1', () => testUtils.fireEvent.click(screen.getByRole('button', { name: '去支付' })))
  })

  it('says so when there are no orders, and offers a retry on failure', async () => {
    orders = []
    await openShowing(LIST, '还没有订单')
    routes['GET /ca/v1/order/list'] = envelope(500, null, '订单服务不可用')
    const screen = await openShowing(LIST, '订单服务不可用')
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
  })
})

describe('payment page', () => {
  it('pays an unpaid order through the platform, returning to this page', async () => {
    payOrder.mockResolvedValue('redirected')
    const screen = await openShowing('/pages/account/payment/index?id=1', '¥9.90')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥9.90' }))
    testUtils.fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥9.90' }))
    await waitFor(() => expect(payOrder).toHaveBeenCalledTimes(1))
    const [target, redirectUrl] = payOrder.mock.calls[0]
    expect(target).toEqual({ orderId: 1, orderNo: 'NO0001' })
    // The current browser URL (jsdom runs the hash router, so here it is the bare path).
    expect(redirectUrl).toBe(window.location.pathname + window.location.search)
  })

  it('starts no payment for a paid order and says 支付成功', async () => {
    const screen = await openShowing('/pages/account/payment/index?id=2', '支付成功')
    expect(screen.queryByText(/立即支付/)).toBeNull()
    expect(payOrder).not.toHaveBeenCalled()
  })

  it('toasts the server message when payment cannot start', async () => {
    payOrder.mockRejectedValue(new Error('订单已过期'))
    const screen = await openShowing('/pages/account/payment/index?id=1', '¥9.90')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥9.90' }))
    await waitFor(() => expect(toasts).toContain('支付失败：订单已过期'))
  })

  it('explains a missing or unknown order', async () => {
    await openShowing('/pages/account/payment/index?id=abc', '链接缺少必要的参数')
    await openShowing('/pages/account/payment/index?id=99', '订单不存在')
  })
})

describe('web pay hand-off', () => {
  const HAND_OFF = '/pages/web/payment/index?orderNo=NO0001&redirect=%2Fpages%2Faccount%2Forder%2Findex'
  beforeEach(() => {
    routes['GET /ca/v1/order/list'] = () => page(orders)
  })

  it('finds the order by number, explains and hands off to the provider page', async () => {
    payOrder.mockResolvedValue('redirected')
    const screen = await openShowing(HAND_OFF, '前往支付页面')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '前往支付页面' }))
    await waitFor(() => expect(payOrder).toHaveBeenCalledTimes(1))
    expect(payOrder.mock.calls[0][0]).toEqual({ orderId: 1, orderNo: 'NO0001' })
  })

  it('shows the result after the visitor comes back from paying', async () => {
    orders = [{ ...unpaid, payStatus: 'COMPLETE_PAY' }]
    const screen = await openShowing(HAND_OFF, '支付成功')
    expect(screen.getByRole('button', { name: '完成' })).toBeTruthy()
  })

  it('refuses a malformed order number', async () => {
    await openShowing('/pages/web/payment/index?orderNo=%3Cscript%3E', '链接缺少必要的参数')
  })
})
