import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { GiftShop } from '@/features/gifts/components'

/** Points exchange: balance, gift grid, detail and redemption (spec §2 account/gifts). */
export default function AccountGiftsPage() {
  return (
    <Page title='积分兑换'>
      <RequireAccount>{account => <GiftShop account={account} />}</RequireAccount>
    </Page>
  )
}
