import type { Order } from '../../types/contract'
import type { OrderRow } from '../db/rows'
import { badRequest, notFound, ok } from '../lib/envelope'
import { id, obj, oneOf, pageQuery } from '../lib/schema'
import { defineRoutes } from './plugin'
import { ordersRepo } from '../repositories/orders'
import { detailPath, getEntity } from '../services/content'
import { orderFor } from '../services/orders'
import { appPageUrl, BASE_PATH, Routes } from '../../src/shared/routes'

const orderOut = (o: OrderRow): Order => ({
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
export const orderRoutes = defineRoutes({ only: 'account' }, ({ db, signedIn }) => {
  const orders = ordersRepo(db)

  const myOrder = (accountId: number, orderId: number) => {
    const o = orders.mine(accountId, orderId)
    if (!o) throw notFound('订单不存在')
    return o
  }

  signedIn.post(
    '/api/ca/v1/order/pay/generateOrder',
    {
      schema: {
        summary: 'Order (COMPLETE_PAY at once when free or already bought)',
        description: 'GenerateOrderBody [auth]',
        body: obj({ contentEntityDataId: id(), orderType: oneOf(['CONTENT', 'EVENT', 'COURSE']), payType: oneOf(['WX_PAY']) }, [
          'contentEntityDataId',
          'orderType'
        ])
      }
    },
    (req, account) => {
      const row = getEntity(db, req.body.contentEntityDataId)
      const order = orderFor(db, account, row, req.body.orderType)
      return ok(orderOut(order))
    }
  )

  signedIn.get(
    '/api/ca/v1/order/list',
    {
      schema: {
        summary: 'Page<Order>',
        description: '?payStatus&page&size [auth]',
        querystring: pageQuery({ payStatus: oneOf(['', 'WAIT_PAY', 'COMPLETE_PAY', 'CANCELLED', 'REFUNDED']) })
      }
    },
    (req, account) => ok(orders.page(account.id, req.query.payStatus || undefined, req.query, orderOut))
  )

  const orderIdQuery = { schema: { querystring: obj({ orderId: id() }, ['orderId']) } }

  signedIn.post(
    '/api/ca/v1/order/cancelOrder',
    { ...orderIdQuery, schema: { ...orderIdQuery.schema, summary: 'Order (only WAIT_PAY can be cancelled)', description: '?orderId [auth]' } },
    (req, account) => {
      const o = myOrder(account.id, req.query.orderId)
      if (o.pay_status !== 'WAIT_PAY') throw badRequest('只有待支付的订单可以取消')
      orders.cancel(o.id)
      return ok(orderOut(myOrder(account.id, o.id)))
    }
  )

  signedIn.post(
    '/api/ca/v1/order/generatePayParam',
    { ...orderIdQuery, schema: { ...orderIdQuery.schema, summary: '{orderNumber, payUrl}', description: '?orderId [auth]' } },
    (req, account) => {
      const o = myOrder(account.id, req.query.orderId)
      if (o.pay_status !== 'WAIT_PAY') throw badRequest(o.pay_status === 'COMPLETE_PAY' ? '订单已支付' : '订单已取消')
      const back = o.content_entity_data_id ? BASE_PATH + detailPath(getEntity(db, o.content_entity_data_id)) : appPageUrl(Routes.accountOrder)
      return ok({
        orderNumber: o.order_no,
        payUrl: `/order/pay/submitCa?orderNumber=${encodeURIComponent(o.order_no)}&redirectUrl=${encodeURIComponent(back)}`
      })
    }
  )

  signedIn.get(
    '/api/ca/v1/order/orderInfo',
    { ...orderIdQuery, schema: { ...orderIdQuery.schema, summary: 'Order', description: '?orderId [auth]' } },
    (req, account) => ok(orderOut(myOrder(account.id, req.query.orderId)))
  )
})
