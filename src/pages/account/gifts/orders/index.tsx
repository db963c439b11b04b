import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { Redemptions } from '@/features/gifts/components'

/** Gift redemption records with status (spec §2 account/gifts/orders). */
export default function AccountGiftOrdersPage() {
  return (
    <Page title='兑换记录'>
      <RequireAccount>{() => <Redemptions />}</RequireAccount>
    </Page>
  )
}
