import { useCallback } from 'react'
import { useKeyedAction } from '@/hooks/use-keyed-action'
import type { Order } from '../../../types/contract'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { confirm, toast } from '@/services/ui/toast'
import { cancelOrder } from './api'
import { needsPayment } from './order-status'

interface OrderActions {
  /** True while the order's cancel is asking or in flight. */
  busy: (orderId: number) => boolean
  cancel: (order: Order) => Promise<Order | null>
  pay: (order: Order) => void
}

/**
 * Row actions of the order history. Cancel asks first and sends one request per order however often it
 * is tapped; pay starts nothing for a paid order (spec §4) and otherwise opens the payment page.
 */
export function useOrderActions(onUpdated: (order: Order) => void): OrderActions {
  const cancel = useKeyedAction(async (orderId: number, order: Order) => {
    if (!(await confirm(`确定取消订单「${order.title}」吗？`))) return null
    const next = await cancelOrder(orderId)
    onUpdated(next)
    toast('订单已取消')
    return next
  })

  const pay = useCallback((order: Order) => {
    if (!needsPayment(order)) {
      toast(order.payStatus === 'COMPLETE_PAY' ? '订单已完成' : '该订单无法支付')
      return
    }
    void navigateTo(pageUrl(Routes.accountPayment, { id: order.orderId }))
  }, [])

  return { busy: cancel.pending, cancel: order => cancel.run(order.orderId, order).then(next => next ?? null), pay }
}
