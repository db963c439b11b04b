import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { VerifyPhone } from '@/features/forms/components'
import { usePageParams } from '@/hooks/use-params'
import { safeAppPath } from '@/services/navigation/links'

/** verify-phone/index[?redirect=/pages/...]: bind the account's phone by SMS code, then go back (or to redirect). */
export default function VerifyPhonePage() {
  const redirect = safeAppPath(usePageParams().redirect)
  return (
    <Page title='验证手机号'>
      <RequireAccount>{account => <VerifyPhone account={account} redirect={redirect} />}</RequireAccount>
    </Page>
  )
}
