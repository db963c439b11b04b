import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { Notices } from '@/features/account/components'

/** In-app notices with read state (spec §2 account/notification). */
export default function AccountNotificationPage() {
  return (
    <Page title='消息通知'>
      <RequireAccount>{() => <Notices />}</RequireAccount>
    </Page>
  )
}
