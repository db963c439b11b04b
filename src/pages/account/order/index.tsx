import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { OrderHistory } from '@/features/orders/components'

/** Order history filtered by payStatus, with cancel and pay (spec §4). */
export default function AccountOrderPage() {
  return (
    <Page title='我的订单'>
      <RequireAccount>{() => <OrderHistory />}</RequireAccount>
    </Page>
  )
}
