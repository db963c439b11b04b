import type { Order } from '../../../types/contract'
import { ApiError } from '@/services/http/errors'
import { getOrderInfo, getOrders } from './api'

/** Pages of order history searched for an order number (the pay hand-off knows only the number). */
const FIND_ORDER_PAGES = 5

/** The order by id when known, else by number from the newest orders; 404-style ApiError when absent. */
export async function findOrder(orderNo: string, orderId?: number | null): Promise<Order> {
  if (orderId) return getOrderInfo(orderId)
  let page = 1
  for (let i = 0; i < FIND_ORDER_PAGES; i += 1) {
    const result = await getOrders(page)
    const found = result.content.find(o => o.orderNo === orderNo)
    if (found) return found
    if (result.last || result.content.length === 0) break
    page = result.number + 2
  }
  throw new ApiError('没有找到这个订单', 404)
}
