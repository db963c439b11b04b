import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ResourceRecords } from '@/features/account/components'

/** My materials with file sizes and download (spec §2 account/material). */
export default function AccountMaterialPage() {
  return (
    <Page title='我的资料'>
      <RequireAccount>{() => <ResourceRecords />}</RequireAccount>
    </Page>
  )
}
