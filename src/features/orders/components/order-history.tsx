import React, { useCallback, useState } from 'react'
import type { Order } from '../../../../types/contract'
import { PagedList } from '@/components/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { Tabs } from '@/features/account/components'
import { getOrders } from '@/features/orders/api'
import { ORDER_TABS, tabPayStatus, type OrderTab } from '@/features/orders/order-status'
import { useOrderActions } from '@/features/orders/use-order-actions'
import { OrderCard } from './order-card'

/** Order history by pay status, with cancel and pay on each order (account/order). */
export function OrderHistory() {
  const [tab, setTab] = useState<OrderTab>('ALL')
  const list = usePagedList(page => getOrders(page, tabPayStatus(tab)), [tab])
  const { setItems } = list
  const onUpdated = useCallback(
    (next: Order) =>
      setItems(items =>
        // A cancelled order leaves the 待支付 tab; elsewhere the row shows its new status.
        tab === 'WAIT_PAY' && next.payStatus !== 'WAIT_PAY'
          ? items.filter(o => o.orderId !== next.orderId)
          : items.map(o => (o.orderId === next.orderId ? next : o))
      ),
    [setItems, tab]
  )
  const actions = useOrderActions(onUpdated)
  return (
    <>
      <Tabs tabs={ORDER_TABS} active={tab} onChange={setTab} />
      <PagedList
        state={list}
        itemKey={o => o.orderId}
        emptyText={tab === 'ALL' ? '还没有订单' : '没有该状态的订单'}
        emptyHint='购买课程或付费内容后，订单会出现在这里'
        renderItem={order => (
          <OrderCard
            order={order}
            busy={actions.busy(order.orderId)}
            onCancel={o => void actions.cancel(o)}
            onPay={actions.pay}
            onOpen={o => void navigateTo(pageUrl(Routes.accountPayment, { id: o.orderId }))}
          />
        )}
      />
    </>
  )
}
