import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import { button, currentPage, findText, login, open, order, spyConfirm, spyToasts, tick } from './fixtures'
import type { Order } from '../../../types/contract'
import * as pay from '../../../src/services/platform/pay'

jest.mock('../../../src/services/platform/pay', () => ({ payOrder: jest.fn() }))
const payOrder = pay.payOrder as jest.Mock

const testUtils = new TaroTestApp()
const unpaid = order({ orderId: 1, orderNo: 'NO0001', payStatus: 'WAIT_PAY' })
const paid = order({ orderId: 2, orderNo: 'NO0002', title: '付费课程：数据分析', payStatus: 'COMPLETE_PAY', paidAt: '2025-06-02T10:00:00' })
let orders: Order[] = [unpaid, paid]
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca/v1/order/list': (q: Record<string, string>) => page(orders.filter(o => !q.payStatus || o.payStatus === q.payStatus)),
  'POST /ca/v1/order/cancelOrder': (q: Record<string, string>) => {
    orders = orders.map(o => (o.orderId === Number(q.orderId) ? { ...o, payStatus: 'CANCELLED' } : o))
    return orders.find(o => o.orderId === Number(q.orderId))
  },
  'GET /ca/v1/order/orderInfo': (q: Record<string, string>) => orders.find(o => o.orderId === Number(q.orderId)) || envelope(404, null, '订单不存在')
}
const api = mockApi(routes)

describe('order history', () => {
  let toasts: string[]
  beforeAll(async () => {
    await testUtils.createApp()
    toasts = spyToasts()
  })

  it('lists orders with their status and filters by payStatus', async () => {
    await open('/pages/account/order/index')
    await findText('付费课程：数据分析')
    expect(currentPage().textContent).toContain('待支付')
    testUtils.fireEvent.click(Array.from(currentPage().querySelectorAll('[role="tab"]')).find(t => t.textContent === '已支付') as Element)
    await waitFor(() => expect(currentPage().textContent).not.toContain('增长方法论'))
    expect(api.calls.filter(c => c.path === '/ca/v1/order/list').pop()?.query.payStatus).toBe('COMPLETE_PAY')
    // A paid order offers no payment.
    expect(currentPage().textContent).not.toContain('去支付')
    testUtils.fireEvent.click(Array.from(currentPage().querySelectorAll('[role="tab"]')).find(t => t.textContent === '全部') as Element)
    await findText('增长方法论')
  })

  it('cancels an unpaid order only after confirmation, with one request per double tap', async () => {
    const dialog = spyConfirm(false)
    testUtils.fireEvent.click(button('取消订单'))
    await waitFor(() => expect(dialog.texts).toHaveLength(1))
    expect(api.callsTo('/ca/v1/order/cancelOrder')).toHaveLength(0)
    await tick(50)
    dialog.set(true)
    testUtils.fireEvent.click(button('取消订单'))
    testUtils.fireEvent.click(button('取消订单'))
    await waitFor(() => expect(toasts).toContain('订单已取消'))
    expect(api.callsTo('/ca/v1/order/cancelOrder')).toHaveLength(1)
    await waitFor(() => expect(currentPage().querySelector('[data-testid="order-1"]')?.textContent).toContain('已取消'))
    expect(() => button('取消订单')).toThrow()
  })

  it('shows the server message when a cancel is refused', async () => {
    orders = [unpaid, paid]
    routes['POST /ca/v1/order/cancelOrder'] = envelope(400, null, '只有待支付订单可以取消')
    spyConfirm(true)
    await open('/pages/account/order/index')
    await findText('增长方法论')
    testUtils.fireEvent.click(button('取消订单'))
    await waitFor(() => expect(toasts).toContain('只有待支付订单可以取消'))
    expect(currentPage().querySelector('[data-testid="order-1"]')?.textContent).toContain('待支付')
  })

  it('sends an unpaid order to the payment page', async () => {
    const pay = button('去支付')
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    try {
      testUtils.fireEvent.click(pay)
      await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/account/payment/index?id=1' }))
    } finally {
      nav.mockRestore()
    }
  })

  it('says so when there are no orders, and offers a retry on failure', async () => {
    orders = []
    await open('/pages/account/order/index')
    await findText('还没有订单')
    routes['GET /ca/v1/order/list'] = envelope(500, null, '订单服务不可用')
    await open('/pages/account/order/index')
    await findText('订单服务不可用')
    expect(currentPage().textContent).toContain('重试')
  })
})

describe('payment page', () => {
  beforeAll(() => {
    orders = [unpaid, paid]
  })

  it('pays an unpaid order through the platform, returning to this page', async () => {
    payOrder.mockResolvedValue('redirected')
    await open('/pages/account/payment/index?id=1')
    await findText('立即支付')
    expect(currentPage().textContent).toContain('¥9.90')
    testUtils.fireEvent.click(button('立即支付 ¥9.90'))
    testUtils.fireEvent.click(button('立即支付 ¥9.90'))
    await waitFor(() => expect(payOrder).toHaveBeenCalledTimes(1))
    const [target, redirectUrl] = payOrder.mock.calls[0]
    expect(target).toEqual({ orderId: 1, orderNo: 'NO0001' })
    // The current browser URL (jsdom runs the hash router, so here it is the bare path).
    expect(redirectUrl).toBe(window.location.pathname + window.location.search)
  })

  it('starts no payment for a paid order and says 支付成功', async () => {
    payOrder.mockClear()
    await open('/pages/account/payment/index?id=2')
    await findText('支付成功')
    expect(currentPage().textContent).not.toContain('立即支付')
    expect(payOrder).not.toHaveBeenCalled()
  })

  it('toasts the server message when payment cannot start', async () => {
    payOrder.mockRejectedValue(new Error('订单已过期'))
    const toasts = spyToasts()
    await open('/pages/account/payment/index?id=1')
    await findText('立即支付')
    testUtils.fireEvent.click(button('立即支付 ¥9.90'))
    await waitFor(() => expect(toasts).toContain('支付失败：订单已过期'))
  })

  it('explains a missing or unknown order', async () => {
    await open('/pages/account/payment/index?id=abc')
    await findText('链接缺少必要的参数')
    await open('/pages/account/payment/index?id=99')
    await findText('订单不存在')
  })
})

describe('web pay hand-off', () => {
  it('finds the order by number, explains and hands off to the provider page', async () => {
    payOrder.mockReset().mockResolvedValue('redirected')
    routes['GET /ca/v1/order/list'] = () => page(orders)
    await open('/pages/web/payment/index?orderNo=NO0001&redirect=%2Fpages%2Faccount%2Forder%2Findex')
    await findText('前往支付页面')
    testUtils.fireEvent.click(button('前往支付页面'))
    await waitFor(() => expect(payOrder).toHaveBeenCalledTimes(1))
    expect(payOrder.mock.calls[0][0]).toEqual({ orderId: 1, orderNo: 'NO0001' })
  })

  it('shows the result after the visitor comes back from paying', async () => {
    orders = [{ ...unpaid, payStatus: 'COMPLETE_PAY' }]
    await open('/pages/web/payment/index?orderNo=NO0001&redirect=%2Fpages%2Faccount%2Forder%2Findex')
    await findText('支付成功')
    expect(currentPage().textContent).toContain('完成')
  })

  it('refuses a malformed order number', async () => {
    await open('/pages/web/payment/index?orderNo=%3Cscript%3E')
    await findText('链接缺少必要的参数')
  })
})
