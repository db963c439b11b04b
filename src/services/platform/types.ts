/** Shared signatures of the platform adapters (each adapter file exports exactly these). */
export interface PayTarget {
  orderId: number
  orderNo: string
}

/** How an order payment ended: the web leaves for the provider's pay page; mini-programs pay in place. */
export type PayOutcome = 'redirected' | 'paid'

export interface PayParams {
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'MD5' | 'HMAC-SHA256' | 'RSA'
  paySign: string
}

export interface ShareContent {
  title: string
  /** In-app path with query, e.g. /pages/article/index?id=7 */
  path: string
  imageUrl?: string
}

/** What the platform's phone-number button needs (<Button {...props}>): WeChat and Douyin hand a one-time code. */
export interface PhoneButtonProps {
  openType: 'getPhoneNumber'
  onGetPhoneNumber(event: { detail?: { code?: string; errMsg?: string } }): void
}
