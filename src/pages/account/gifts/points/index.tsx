import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { PointHistory } from '@/features/gifts/components'

/** Points history: change, reason, balance, date (spec §2 account/gifts/points). */
export default function AccountPointsPage() {
  return (
    <Page title='积分明细'>
      <RequireAccount>{account => <PointHistory account={account} />}</RequireAccount>
    </Page>
  )
}
