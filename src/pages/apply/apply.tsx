import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ApplyFlow } from '@/features/forms/components'
import { usePageParams } from '@/hooks/use-params'
import { safeAppPath } from '@/services/navigation/links'

/** apply/apply[?redirect]: the application flow: why, phone verification (SMS or QR on another device), done. */
export default function ApplyPage() {
  const redirect = safeAppPath(usePageParams().redirect)
  return (
    <Page title='申请'>
      <RequireAccount>{account => <ApplyFlow account={account} redirect={redirect} />}</RequireAccount>
    </Page>
  )
}
