import type { FastifyInstance } from 'fastify'
import type { GenerateOrderBody, Order } from '../../types/contract'
import { paged } from '../db/paged'
import type { OrderRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { digits, nowIso } from '../lib/random'
import { id, obj, pageQuery } from '../lib/schema'
import { requireAccount } from '../services/accounts'
import type { Ctx } from '../services/context'
import { detailPath, getEntity } from '../services/content'

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

/** Orders for paid content: create, list, cancel, pay (through the demo pay page). */
export function registerOrders(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx

  const myOrder = (accountId: number, orderId: number) => {
    const o = db.prepare('SELECT * FROM orders WHERE id = ? AND account_id = ?').get(orderId, accountId) as OrderRow | undefined
    if (!o) throw notFound('订单不存在')
    return o
  }

  app.post<{ Body: GenerateOrderBody }>(
    '/api/ca/v1/order/pay/generateOrder',
    {
      schema: {
        body: obj(
          { contentEntityDataId: id(), orderType: { type: 'string', enum: ['CONTENT', 'EVENT', 'COURSE'] }, payType: { type: 'string', enum: ['WX_PAY'] } },
          ['contentEntityDataId', 'orderType']
        )
      }
    },
    req => {
      const account = requireAccount(db, req)
      const row = getEntity(db, req.body.contentEntityDataId)
      const order = db.transaction((): OrderRow => {
        const paid = db
          .prepare("SELECT * FROM orders WHERE account_id = ? AND content_entity_data_id = ? AND pay_status = 'COMPLETE_PAY'")
          .get(account.id, row.id) as OrderRow | undefined
        if (paid) return paid
        // A pending order for the same content is reused rather than duplicated.
        const pending = db
          .prepare("SELECT * FROM orders WHERE account_id = ? AND content_entity_data_id = ? AND pay_status = 'WAIT_PAY'")
          .get(account.id, row.id) as OrderRow | undefined
        if (pending) return pending
        const free = !row.price
        const now = nowIso()
        const no = `D${now.replace(/\D/g, '').slice(0, 14)}${digits(6)}`
        const info = db
          .prepare(
            'INSERT INTO orders (order_no, account_id, title, cover, content_entity_data_id, order_type, amount, pay_status, pay_type, created_at, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'
          )
          .run(
            no,
            account.id,
            row.title,
            row.cover,
            row.id,
            req.body.orderType,
            row.price ?? 0,
            free ? 'COMPLETE_PAY' : 'WAIT_PAY',
            'WX_PAY',
            now,
            free ? now : null
          )
        return db.prepare('SELECT * FROM orders WHERE id = ?').get(info.lastInsertRowid) as OrderRow
      })()
      return ok(orderOut(order))
    }
  )

  app.get<{ Querystring: { payStatus?: string; page?: number; size?: number } }>(
    '/api/ca/v1/order/list',
    { schema: { querystring: pageQuery({ payStatus: { type: 'string', enum: ['', 'WAIT_PAY', 'COMPLETE_PAY', 'CANCELLED', 'REFUNDED'] } }) } },
    req => {
      const account = requireAccount(db, req)
      const args: unknown[] = [account.id]
      let where = 'account_id = ?'
      if (req.query.payStatus) {
        where += ' AND pay_status = ?'
        args.push(req.query.payStatus)
      }
      return ok(paged(db, `SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC`, args, req.query, orderOut))
    }
  )

  const orderIdQuery = { schema: { querystring: obj({ orderId: id() }, ['orderId']) } }

  app.post<{ Querystring: { orderId: number } }>('/api/ca/v1/order/cancelOrder', orderIdQuery, req => {
    const account = requireAccount(db, req)
    const o = myOrder(account.id, req.query.orderId)
    if (o.pay_status !== 'WAIT_PAY') throw badRequest('只有待支付的订单可以取消')
    db.prepare("UPDATE orders SET pay_status = 'CANCELLED' WHERE id = ? AND pay_status = 'WAIT_PAY'").run(o.id)
    return ok(orderOut(myOrder(account.id, o.id)))
  })

  app.post<{ Querystring: { orderId: number } }>('/api/ca/v1/order/generatePayParam', orderIdQuery, req => {
    const account = requireAccount(db, req)
    const o = myOrder(account.id, req.query.orderId)
    if (o.pay_status !== 'WAIT_PAY') throw badRequest(o.pay_status === 'COMPLETE_PAY' ? '订单已支付' : '订单已取消')
    const back = o.content_entity_data_id ? `/web/h${detailPath(getEntity(db, o.content_entity_data_id))}` : '/web/h/pages/account/order/index'
    return ok({
      orderNumber: o.order_no,
      payUrl: `/order/pay/submitCa?orderNumber=${encodeURIComponent(o.order_no)}&redirectUrl=${encodeURIComponent(back)}`
    })
  })

  app.get<{ Querystring: { orderId: number } }>('/api/ca/v1/order/orderInfo', orderIdQuery, req => {
    const account = requireAccount(db, req)
    return ok(orderOut(myOrder(account.id, req.query.orderId)))
  })
}
