import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ProfileEditor } from '@/features/account/components'

/** Edit profile (spec §2 account/info). */
export default function AccountInfoPage() {
  return (
    <Page title='个人资料'>
      <RequireAccount>{account => <ProfileEditor account={account} />}</RequireAccount>
    </Page>
  )
}
