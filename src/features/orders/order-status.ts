import type { Order, PayStatus } from '../../../types/contract'
import type { PayParams } from '@/services/platform/types'
import { BadResponseError } from '@/services/http/errors'

export const PAY_STATUS_LABEL: Record<PayStatus, string> = {
  WAIT_PAY: '待支付',
  COMPLETE_PAY: '已支付',
  CANCELLED: '已取消',
  REFUNDED: '已退款'
}

export type OrderTab = 'ALL' | 'WAIT_PAY' | 'COMPLETE_PAY' | 'CANCELLED'

/** The order-history filter tabs; ALL sends no payStatus. */
export const ORDER_TABS: { key: OrderTab; label: string }[] = [
  { key: 'ALL', label: '全部' },
  { key: 'WAIT_PAY', label: '待支付' },
  { key: 'COMPLETE_PAY', label: '已支付' },
  { key: 'CANCELLED', label: '已取消' }
]

export function tabPayStatus(tab: OrderTab): PayStatus | undefined {
  return tab === 'ALL' ? undefined : tab
}

/** COMPLETE_PAY starts no payment (spec §4); cancelled and refunded orders cannot be paid either. */
export function needsPayment(order: Pick<Order, 'payStatus'>): boolean {
  return order.payStatus === 'WAIT_PAY'
}

/** Only unpaid orders can be cancelled (the server refuses the rest). */
export function canCancel(order: Pick<Order, 'payStatus'>): boolean {
  return order.payStatus === 'WAIT_PAY'
}

export function statusTone(status: PayStatus): 'warning' | 'success' | 'muted' {
  if (status === 'WAIT_PAY') return 'warning'
  if (status === 'COMPLETE_PAY') return 'success'
  return 'muted'
}

/** The generatePayParam answer as the parameters a mini-program payment needs; a web answer lacks them. */
export function toPayParams(answer: Partial<PayParams> & { orderNumber?: string }): PayParams {
  const { timeStamp, nonceStr, signType, paySign } = answer
  const pkg = answer.package
  if (!timeStamp || !nonceStr || !pkg || !signType || !paySign) throw new BadResponseError('支付参数不完整，请稍后重试')
  return { timeStamp, nonceStr, package: pkg, signType, paySign }
}
