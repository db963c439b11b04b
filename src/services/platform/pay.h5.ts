import type { PayOutcome, PayParams, PayTarget } from './types'

/** The provider-hosted pay page (spec §4); same origin as the app unless configured otherwise. */
const PAY_PAGE = '/order/pay/submitCa'

export function payPageUrl(orderNo: string, redirectUrl: string): string {
  return `${PAY_PAGE}?orderNumber=${encodeURIComponent(orderNo)}&redirectUrl=${encodeURIComponent(redirectUrl)}`
}

/** On the web the visitor leaves for the pay page, which comes back to redirectUrl. */
export async function payOrder(order: PayTarget, redirectUrl: string, _payParams: () => Promise<PayParams>): Promise<PayOutcome> {
  window.location.assign(payPageUrl(order.orderNo, redirectUrl))
  return 'redirected'
}
