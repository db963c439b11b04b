import Taro from '@tarojs/taro'
import type { PayOutcome, PayParams, PayTarget } from './types'

/** Mini-program payment (WeChat and Douyin: pay.tt.ts re-exports this): the server's generatePayParam answer goes to Taro.requestPayment. */
export async function payOrder(_order: PayTarget, _redirectUrl: string, payParams: () => Promise<PayParams>): Promise<PayOutcome> {
  const params = await payParams()
  await Taro.requestPayment({ ...params })
  return 'paid'
}
