import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AccountHome } from '@/features/account/components'

/** The personal centre (spec §2 account/index). */
export default function AccountPage() {
  return (
    <Page title='个人中心' back={false}>
      <RequireAccount>{account => <AccountHome account={account} />}</RequireAccount>
    </Page>
  )
}
