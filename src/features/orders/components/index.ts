/** The orders screens pages compose (order history, order payment, the web pay hand-off). */

export { OrderHistory } from './order-history'
export { OrderPayment } from './order-payment'
export { isOrderNo, PayHandOff } from './pay-hand-off'
