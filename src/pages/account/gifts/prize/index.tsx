import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { LotteryRecords } from '@/features/account/components'

/** Prizes won, with their claim state (spec §2 account/gifts/prize). */
export default function AccountPrizePage() {
  return (
    <Page title='我的奖品'>
      <RequireAccount>{() => <LotteryRecords prizes />}</RequireAccount>
    </Page>
  )
}
