import { useCallback, useRef, useState } from 'react'
import type { Order } from '../../../types/contract'
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
  paying: boolean
  /** Starts the payment; on the web the browser leaves for the provider page and comes back here. */
  pay: (order: Order) => Promise<PayOutcome | null>
}

/** Pays an order once per tap: nothing for a paid order; failures toast "支付失败：<server message>". */
export function usePayOrder(redirectUrl: () => string = currentLocation): PayOrderState {
  const [paying, setPaying] = useState(false)
  const busy = useRef(false)

  const pay = useCallback(
    async (order: Order) => {
      if (busy.current) return null
      if (!needsPayment(order)) {
        toast(order.payStatus === 'COMPLETE_PAY' ? '订单已完成' : '该订单无法支付')
        return null
      }
      busy.current = true
      setPaying(true)
      const release = () => {
        busy.current = false
        setPaying(false)
      }
      try {
        const outcome = await payOrder({ orderId: order.orderId, orderNo: order.orderNo }, redirectUrl(), () =>
          generatePayParam(order.orderId).then(toPayParams)
        )
        // The browser is leaving for the pay page: stay disabled meanwhile (released later if it stays).
        if (outcome === 'redirected') setTimeout(release, LEAVE_GRACE_MS)
        else release()
        return outcome
      } catch (e) {
        release()
        toast(`支付失败：${errorMessage(e)}`, 2500)
        return null
      }
    },
    [redirectUrl]
  )

  return { paying, pay }
}
