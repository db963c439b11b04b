import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { EventRecords } from '@/features/account/components'

/** My event attendance with audit and check-in badges (spec §2 account/event). */
export default function AccountEventPage() {
  return (
    <Page title='我的活动'>
      <RequireAccount>{() => <EventRecords />}</RequireAccount>
    </Page>
  )
}
