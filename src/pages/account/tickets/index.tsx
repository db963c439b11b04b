import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { TicketList } from '@/features/account/components'

/** account/tickets/index: the visitor's tickets with audit and check-in status. */
export default function TicketsPage() {
  return (
    <Page title='我的门票'>
      <RequireAccount>{() => <TicketList />}</RequireAccount>
    </Page>
  )
}
