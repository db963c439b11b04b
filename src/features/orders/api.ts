import type { GenerateOrderBody, Order, Page, PayStatus } from '../../../types/contract'
import type { PayParams } from '@/services/platform/types'
import { http } from '@/services/http'

/** POST /api/ca/v1/order/pay/generateOrder (payType WX_PAY) */
export const generateOrder = (body: GenerateOrderBody) => http.post<Order>('/ca/v1/order/pay/generateOrder', { payType: 'WX_PAY', ...body })
/** GET /api/ca/v1/order/list?payStatus&page&size */
export const getOrders = (page: number, payStatus?: PayStatus) => http.get<Page<Order>>('/ca/v1/order/list', { payStatus, page, size: 10 })
/** POST /api/ca/v1/order/cancelOrder?orderId */
export const cancelOrder = (orderId: number) => http.request<Order>('/ca/v1/order/cancelOrder', { method: 'POST', params: { orderId } })
/** POST /api/ca/v1/order/generatePayParam?orderId */
export const generatePayParam = (orderId: number) =>
  http.request<{ orderNumber: string; payUrl: string } & Partial<PayParams>>('/ca/v1/order/generatePayParam', { method: 'POST', params: { orderId } })
/** GET /api/ca/v1/order/orderInfo?orderId */
export const getOrderInfo = (orderId: number) => http.get<Order>('/ca/v1/order/orderInfo', { orderId })
