import { useCallback, useRef, useState } from 'react'
import type { Order } from '../../../types/contract'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { confirm, toast, toastError } from '@/services/ui/toast'
import { cancelOrder } from './api'
import { needsPayment } from './order-status'

interface OrderActions {
  /** Order ids with a request in flight. */
  busyIds: number[]
  cancel: (order: Order) => Promise<Order | null>
  pay: (order: Order) => void
}

/**
 * Row actions of the order history. Cancel asks first and sends one request per order however often it
 * is tapped; pay starts nothing for a paid order (spec §4) and otherwise opens the payment page.
 */
export function useOrderActions(onUpdated: (order: Order) => void): OrderActions {
  const [busyIds, setBusyIds] = useState<number[]>([])
  const busy = useRef(new Set<number>())

  const cancel = useCallback(
    async (order: Order) => {
      if (busy.current.has(order.orderId)) return null
      busy.current.add(order.orderId)
      try {
        if (!(await confirm(`确定取消订单「${order.title}」吗？`))) return null
        setBusyIds(ids => [...ids, order.orderId])
        const next = await cancelOrder(order.orderId)
        onUpdated(next)
        toast('订单已取消')
        return next
      } catch (e) {
        toastError(e)
        return null
      } finally {
        busy.current.delete(order.orderId)
        setBusyIds(ids => ids.filter(id => id !== order.orderId))
      }
    },
    [onUpdated]
  )

  const pay = useCallback((order: Order) => {
    if (!needsPayment(order)) {
      toast(order.payStatus === 'COMPLETE_PAY' ? '订单已完成' : '该订单无法支付')
      return
    }
    void navigateTo(pageUrl(Routes.accountPayment, { id: order.orderId }))
  }, [])

  return { busyIds, cancel, pay }
}
