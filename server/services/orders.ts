import type { Order } from '../../types/contract'
import type { Db } from '../db'
import type { OrderRow } from '../db/rows'
import { digits, nowIso } from '../lib/random'
import { ordersRepo } from '../repositories/orders'
import type { AccountRow } from './accounts'
import type { EntityRow } from './content'
import { inTransaction } from '../repositories/unit-of-work'

/** An order's number: D, its creation time (UTC) to the second, then a serial of digits. */
export const orderNumber = (createdAt: string, serial: string): string => `D${createdAt.replace(/\D/g, '').slice(0, 14)}${serial}`

/**
 * The account's order for a piece of content: the paid one if any, else the pending one (reused rather than
 * duplicated), else a new one (paid at once when the content is free). One transaction, so two taps make one order.
 */
export function orderFor(db: Db, account: AccountRow, row: EntityRow, orderType: Order['orderType']): OrderRow {
  const orders = ordersRepo(db)
  return inTransaction(db, (): OrderRow => {
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
}
