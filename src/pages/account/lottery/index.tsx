import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { LotteryRecords } from '@/features/account/components'

/** My lottery records (spec §2 account/lottery). */
export default function AccountLotteryPage() {
  return (
    <Page title='抽奖记录'>
      <RequireAccount>{() => <LotteryRecords />}</RequireAccount>
    </Page>
  )
}
