import { ok } from '../lib/envelope'
import { id, obj, oneOf, pageQuery } from '../lib/schema'
import { defineRoutes } from './plugin'
import { ordersRepo } from '../repositories/orders'
import { cancelOrder, myOrder, orderFor, orderOut, payParamsOf } from '../services/orders'

/** Orders for paid content: create, list, cancel, pay (through the demo pay page). */
export const orderRoutes = defineRoutes({ only: 'account' }, ({ db, signedIn }) => {
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
    (req, account) => ok(orderFor(db, account, req.body.contentEntityDataId, req.body.orderType))
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
    (req, account) => ok(ordersRepo(db).page(account.id, req.query.payStatus || undefined, req.query, orderOut))
  )

  const orderIdQuery = { schema: { querystring: obj({ orderId: id() }, ['orderId']) } }

  signedIn.post(
    '/api/ca/v1/order/cancelOrder',
    { ...orderIdQuery, schema: { ...orderIdQuery.schema, summary: 'Order (only WAIT_PAY can be cancelled)', description: '?orderId [auth]' } },
    (req, account) => ok(cancelOrder(db, account.id, req.query.orderId))
  )

  signedIn.post(
    '/api/ca/v1/order/generatePayParam',
    { ...orderIdQuery, schema: { ...orderIdQuery.schema, summary: '{orderNumber, payUrl}', description: '?orderId [auth]' } },
    (req, account) => ok(payParamsOf(db, account.id, req.query.orderId))
  )

  signedIn.get(
    '/api/ca/v1/order/orderInfo',
    { ...orderIdQuery, schema: { ...orderIdQuery.schema, summary: 'Order', description: '?orderId [auth]' } },
    (req, account) => ok(orderOut(myOrder(db, account.id, req.query.orderId)))
  )
})
