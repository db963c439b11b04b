import React from 'react'
import type { Account } from '../../../types/contract'
import { useRequireAccount } from '@/hooks/use-require-account'
import { ErrorView, Loading } from '@/components/states'
import { SIGNING_IN_TEXT } from '@/services/http/errors'

/** Renders its children once the visitor is signed in; signs in (or goes to login) first. */
export function RequireAccount({ children }: { children: (account: Account) => React.ReactNode }) {
  const { account, error, loading, retry } = useRequireAccount()
  if (loading && !account) return <Loading text={SIGNING_IN_TEXT} />
  if (error && !account) return <ErrorView error={error} onRetry={retry} />
  if (!account) return <Loading text={SIGNING_IN_TEXT} />
  return <>{children(account)}</>
}
