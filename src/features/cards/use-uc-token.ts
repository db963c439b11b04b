import { useEffect, useState } from 'react'
import { useStores } from '@/stores/context'

interface UcTokenState {
  token: string | null
  /** Set when the wait timed out (the session has already sent the visitor to uc/login). */
  error: Error | null
}

/** The UC token for the colleague area: waits up to 2 s (spec §4), then the session redirects to uc/login. */
export function useUcToken(): UcTokenState {
  const { session } = useStores()
  const [token, setToken] = useState<string | null>(session.ucToken)
  const [error, setError] = useState<Error | null>(null)
  useEffect(() => {
    let live = true
    session
      .waitForUcToken()
      .then(t => live && setToken(t))
      .catch(e => live && setError(e instanceof Error ? e : new Error(String(e))))
    return () => {
      live = false
    }
  }, [session])
  return { token, error }
}
