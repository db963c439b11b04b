import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { Favourites } from '@/features/account/components'

/** My favourites (spec §2 account/saved). */
export default function AccountSavedPage() {
  return (
    <Page title='我的收藏'>
      <RequireAccount>{() => <Favourites />}</RequireAccount>
    </Page>
  )
}
