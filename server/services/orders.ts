import type { Order } from '../../types/contract'
import type { Db } from '../db'
import type { OrderRow } from '../db/rows'
import { badRequest, found } from '../lib/envelope'
import { digits, nowIso } from '../lib/random'
import { ordersRepo } from '../repositories/orders'
import { appPageUrl, BASE_PATH, Routes } from '../../src/shared/routes'
import type { AccountRow } from './accounts'
import { detailPath, getEntity } from './content'
import { inTransaction } from '../repositories/unit-of-work'

export const orderOut = (o: OrderRow): Order => ({
  orderId: o.id,
  orderNo: o.order_no,
  title: o.title,
  cover: o.cover,
  contentEntityDataId: o.content_entity_data_id,
  orderType: o.order_type,
  amount: o.amount,
  payStatus: o.pay_status,
  payType: o.pay_type,
  createdAt: o.created_at,
  paidAt: o.paid_at
})

/** One of the account's orders; someone else's answers like a missing one. */
export const myOrder = (db: Db, accountId: number, orderId: number): OrderRow => found(ordersRepo(db).mine(accountId, orderId), '订单不存在')

/** An order's number: D, its creation time (UTC) to the second, then a serial of digits. */
export const orderNumber = (createdAt: string, serial: string): string => `D${createdAt.replace(/\D/g, '').slice(0, 14)}${serial}`

/**
 * The account's order for a piece of content: the paid one if any, else the pending one (reused rather than
 * duplicated), else a new one (paid at once when the content is free). One transaction, so two taps make one order.
 */
export function orderFor(db: Db, account: AccountRow, contentId: number, orderType: Order['orderType']): Order {
  const orders = ordersRepo(db)
  const row = getEntity(db, contentId)
  const order = inTransaction(db, (): OrderRow => {
    const paid = orders.forContent(account.id, row.id, 'COMPLETE_PAY')
    if (paid) return paid
    const pending = orders.forContent(account.id, row.id, 'WAIT_PAY')
    if (pending) return pending
    const free = !row.price
    const now = nowIso()
    const no = orderNumber(now, digits(6))
    return orders.insert({
      order_no: no,
      account_id: account.id,
      title: row.title,
      cover: row.cover,
      content_entity_data_id: row.id,
      order_type: orderType,
      amount: row.price ?? 0,
      pay_status: free ? 'COMPLETE_PAY' : 'WAIT_PAY',
      pay_type: 'WX_PAY',
      created_at: now,
      paid_at: free ? now : null
    })
  })
  return orderOut(order)
}

/** Cancels one of the account's orders while it waits for payment. */
export function cancelOrder(db: Db, accountId: number, orderId: number): Order {
  const o = myOrder(db, accountId, orderId)
  if (o.pay_status !== 'WAIT_PAY') throw badRequest('只有待支付的订单可以取消')
  ordersRepo(db).cancel(o.id)
  return orderOut(myOrder(db, accountId, o.id))
}

/** Where an unpaid order is paid (the demo pay page), coming back to its content, or to 我的订单 without one. */
export function payParamsOf(db: Db, accountId: number, orderId: number): { orderNumber: string; payUrl: string } {
  const o = myOrder(db, accountId, orderId)
  if (o.pay_status !== 'WAIT_PAY') throw badRequest(o.pay_status === 'COMPLETE_PAY' ? '订单已支付' : '订单已取消')
  const back = o.content_entity_data_id ? BASE_PATH + detailPath(getEntity(db, o.content_entity_data_id)) : appPageUrl(Routes.accountOrder)
  return {
    orderNumber: o.order_no,
    payUrl: `/order/pay/submitCa?orderNumber=${encodeURIComponent(o.order_no)}&redirectUrl=${encodeURIComponent(back)}`
  }
}

/** An order by its number (the pay page's field: anything a browser posts), or undefined. */
export const orderByNumber = (db: Db, no: unknown): OrderRow | undefined => (typeof no === 'string' && no.length <= 64 ? ordersRepo(db).byNo(no) : undefined)

/** The demo payment: a waiting order is paid now, a paid one stays paid; false for a cancelled order, which cannot be. */
export function payOrder(db: Db, order: OrderRow): boolean {
  if (order.pay_status === 'WAIT_PAY') ordersRepo(db).pay(order.id, nowIso())
  else if (order.pay_status !== 'COMPLETE_PAY') return false
  return true
}
