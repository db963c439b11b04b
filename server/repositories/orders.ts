import type { PageQuery } from '../db/paged'
import { paged } from '../db/paged'
import type { OrderRow } from '../db/rows'
import { perDb } from './per-db'

type NewOrder = Omit<OrderRow, 'id'>

/** Orders of paid content. */
export const ordersRepo = perDb(db => {
  const byId = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?')
  const mine = db.prepare<[number, number], OrderRow>('SELECT * FROM orders WHERE id = ? AND account_id = ?')
  const byNo = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE order_no = ?')
  const forContent = db.prepare<[number, number, OrderRow['pay_status']], OrderRow>(
    'SELECT * FROM orders WHERE account_id = ? AND content_entity_data_id = ? AND pay_status = ?'
  )
  const insert = db.prepare<NewOrder>(
    `INSERT INTO orders (order_no, account_id, title, cover, content_entity_data_id, order_type, amount, pay_status, pay_type, created_at, paid_at)
     VALUES (@order_no, @account_id, @title, @cover, @content_entity_data_id, @order_type, @amount, @pay_status, @pay_type, @created_at, @paid_at)`
  )
  const cancel = db.prepare<[number]>("UPDATE orders SET pay_status = 'CANCELLED' WHERE id = ? AND pay_status = 'WAIT_PAY'")
  const pay = db.prepare<[string, number]>("UPDATE orders SET pay_status = 'COMPLETE_PAY', paid_at = ? WHERE id = ? AND pay_status = 'WAIT_PAY'")
  return {
    /** The account's order, or undefined (another account's order is not found either). */
    mine: (accountId: number, orderId: number) => mine.get(orderId, accountId),
    byNo: (orderNo: string) => byNo.get(orderNo),
    /** The account's order of that content in that state (the first, if several). */
    forContent: (accountId: number, contentId: number, status: OrderRow['pay_status']) => forContent.get(accountId, contentId, status),
    insert: (order: NewOrder) => byId.get(Number(insert.run(order).lastInsertRowid))!,
    page: <Out>(accountId: number, payStatus: string | undefined, query: PageQuery, map: (row: OrderRow) => Out) =>
      payStatus
        ? paged(db, 'SELECT * FROM orders WHERE account_id = ? AND pay_status = ? ORDER BY created_at DESC, id DESC', [accountId, payStatus], query, map)
        : paged(db, 'SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, id DESC', [accountId], query, map),
    cancel: (orderId: number) => cancel.run(orderId),
    pay: (orderId: number, paidAt: string) => pay.run(paidAt, orderId)
  }
})
