import { useEffect, useState } from 'react'
import type { QueryState } from '@/hooks/use-query'
import { updateBehindPaint } from '@/services/platform/first-paint'
import { useStores } from '@/stores/context'

/**
 * A painted page's shipped answer (its boot data, docs/first-paint.md "Boot data") is what a visitor without an
 * account gets. Found on the first render, it is held back — the page counts as loading, so the painted view stays up —
 * until the start-up sign-in has settled (at once for a stranger); then `settled` runs (ask again with the account,
 * count the visit…) and the hold ends. True while held.
 */
export function useShippedUntilSettled(query: Pick<QueryState<unknown>, 'loading' | 'data'>, enabled: boolean, settled?: () => Promise<void> | void): boolean {
  const { session } = useStores()
  const [held, setHeld] = useState(() => enabled && !query.loading && query.data !== undefined)
  useEffect(() => {
    if (!held) return
    void session.settled().then(async () => {
      await settled?.()
      // The whole page renders now: under the painted view, as a transition React slices into short tasks.
      updateBehindPaint(() => setHeld(false))
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the answer the page shipped
  }, [])
  return held
}
