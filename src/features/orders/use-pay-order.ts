import { useCallback } from 'react'
import type { Order } from '../../../types/contract'
import { useKeyedAction } from '@/hooks/use-keyed-action'
import { errorMessage } from '@/services/http/errors'
import { payOrder } from '@/services/platform/pay'
import { currentLocation } from '@/services/platform/launch'
import type { PayOutcome } from '@/services/platform/types'
import { toast } from '@/services/ui/toast'
import { generatePayParam } from './api'
import { needsPayment, toPayParams } from './order-status'

/** How long the pay button stays disabled after the browser was sent to the pay page. */
const LEAVE_GRACE_MS = 5000

interface PayOrderState {
  /** True while the order's payment is starting (and for a grace period once the browser leaves for the pay page). */
  paying: (orderId: number) => boolean
  /** Starts the payment; on the web the browser leaves for the provider page and comes back here. */
  pay: (order: Order) => Promise<PayOutcome | null>
}

/** Pays an order once per tap: nothing for a paid order; failures toast "支付失败：<server message>". */
export function usePayOrder(redirectUrl: () => string = currentLocation): PayOrderState {
  const action = useKeyedAction(
    async (orderId: number, order: Order): Promise<PayOutcome | null> => {
      if (!needsPayment(order)) {
        toast(order.payStatus === 'COMPLETE_PAY' ? '订单已完成' : '该订单无法支付')
        return null
      }
      const outcome = await payOrder({ orderId, orderNo: order.orderNo }, redirectUrl(), () => generatePayParam(orderId).then(toPayParams))
      // The browser is leaving for the pay page: stay pending meanwhile (released later if it stays).
      if (outcome === 'redirected') await new Promise(resolve => setTimeout(resolve, LEAVE_GRACE_MS))
      return outcome
    },
    { onError: e => toast(`支付失败：${errorMessage(e)}`, 2500) }
  )
  const { run } = action
  const pay = useCallback((order: Order) => run(order.orderId, order).then(outcome => outcome ?? null), [run])
  return { paying: action.pending, pay }
}
