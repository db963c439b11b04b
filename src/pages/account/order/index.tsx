import { View } from '@tarojs/components'
import React, { useCallback, useState } from 'react'
import { Page } from '@/components/page'
import { PagedList } from '@/components/paged-list'
import { RequireAccount } from '@/components/require-account'
import { usePagedList } from '@/hooks/use-paged-list'
import { Tabs } from '@/features/account/components/tabs'
import { getOrders } from '@/features/orders/api'
import { OrderCard } from '@/features/orders/components/order-card'
import { ORDER_TABS, tabPayStatus, type OrderTab } from '@/features/orders/order-status'
import { useOrderActions } from '@/features/orders/use-order-actions'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import type { Order } from '../../../../types/contract'

function OrderHistory() {
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
    <View>
      <Tabs tabs={ORDER_TABS} active={tab} onChange={setTab} />
      <PagedList
        state={list}
        itemKey={o => o.orderId}
        emptyText={tab === 'ALL' ? '还没有订单' : '没有该状态的订单'}
        emptyHint='购买课程或付费内容后，订单会出现在这里'
        renderItem={order => (
          <OrderCard
            order={order}
            busy={actions.busyIds.includes(order.orderId)}
            onCancel={o => void actions.cancel(o)}
            onPay={actions.pay}
            onOpen={o => void navigateTo(pageUrl(Routes.accountPayment, { id: o.orderId }))}
          />
        )}
      />
    </View>
  )
}

/** Order history filtered by payStatus, with cancel and pay (SPEC §4). */
export default function AccountOrderPage() {
  return (
    <Page title='我的订单'>
      <RequireAccount>{() => <OrderHistory />}</RequireAccount>
    </Page>
  )
}
