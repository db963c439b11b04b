import { when } from 'mobx'
import { useEffect, useRef } from 'react'
import { useStores } from '@/stores/context'

/**
 * The other half of `session.requireAccount({ kind, payload })`: a tap that needed an account sent an anonymous
 * visitor to the web sign-in, which reloads the page. Once this page is back, signed in and `ready` (its data is
 * known for the account), the kept intent of `kind` whose payload `match`es is taken and `resume` runs once.
 */
export function useResumeIntent<P>(kind: string, ready: boolean, match: (payload: P) => boolean, resume: (payload: P) => void): void {
  const { session } = useStores()
  const latest = useRef({ match, resume })
  latest.current = { match, resume }
  useEffect(() => {
    if (!ready) return
    return when(
      () => session.signedIn,
      () => {
        const payload = session.resumeIntent<P>(kind, p => !!p && latest.current.match(p))
        if (payload) latest.current.resume(payload)
      }
    )
  }, [ready, kind, session])
}
