import { useCallback, useEffect, useState } from 'react'
import type { Account } from '../../types/contract'
import { useStores } from '@/stores/context'

interface RequireAccountState {
  account: Account | null
  error: Error | null
  loading: boolean
  retry: () => void
}

/** For pages that need the account: signs in (or goes to the login page) before anything loads. */
export function useRequireAccount(): RequireAccountState {
  const { session } = useStores()
  const [account, setAccount] = useState<Account | null>(session.account)
  const [error, setError] = useState<Error | null>(null)
  const [loading, setLoading] = useState(!session.account)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setLoading(true)
    setError(null)
    session
      .requireAccount()
      .then(a => live && setAccount(a))
      .catch(e => live && setError(e instanceof Error ? e : new Error(String(e))))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [session, attempt])

  const retry = useCallback(() => setAttempt(n => n + 1), [])
  return { account: session.account || account, error, loading, retry }
}
