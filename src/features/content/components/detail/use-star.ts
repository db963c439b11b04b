import { useCallback, useEffect, useRef, useState } from 'react'
import { toggleStar } from '@/features/content/api'
import { useAction } from '@/hooks/use-action'
import { invalidateQueries } from '@/hooks/use-query'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'

/** The pending-action kind of a favourite tapped before sign-in. */
const STAR_INTENT = 'star'

interface StarState {
  starred: boolean
  count: number
  busy: boolean
  toggle: () => Promise<void>
}

/**
 * The favourite star: needs sign-in; flips at once, takes the server's answer, and goes back to
 * what it was when the call fails. One call at a time.
 */
export function useStar(id: number | null, initial: { starred: boolean; count: number } | null): StarState {
  const { session } = useStores()
  const [starred, setStarred] = useState(!!initial?.starred)
  const [count, setCount] = useState(initial?.count ?? 0)

  const flip = useAction(async (target: number, before: { starred: boolean; count: number }, afterSignIn: boolean) => {
    try {
      // An anonymous visitor signs in first (the page reloads): the tap is kept and resumed below.
      await session.requireAccount(before.starred ? undefined : { kind: STAR_INTENT, payload: { id: target } })
      setStarred(!before.starred)
      setCount(Math.max(0, before.count + (before.starred ? -1 : 1)))
      const result = await toggleStar(target)
      // The favourites list (a page behind this one, or cached) is out of date now.
      invalidateQueries(['getFavourites'])
      setStarred(!!result.starred)
      if (typeof result.starCount === 'number') setCount(result.starCount)
      toast(`${afterSignIn ? '已登录，' : ''}${result.starred ? '已收藏' : '已取消收藏'}`)
    } catch (e) {
      setStarred(before.starred)
      setCount(before.count)
      throw e
    }
  })
  const run = flip.run
  const inFlight = useRef(false)
  inFlight.current = flip.pending

  // A refetched detail (page shown again) is the new truth unless a toggle is on its way.
  const known = initial !== null
  const initialStarred = !!initial?.starred
  const initialCount = initial?.count ?? 0
  useEffect(() => {
    if (!known || inFlight.current) return
    setStarred(initialStarred)
    setCount(initialCount)
  }, [known, initialStarred, initialCount])

  const toggle = useCallback(async () => {
    if (id !== null) await run(id, { starred, count }, false)
  }, [id, starred, count, run])

  // Back from the sign-in the tap led to: favourite it once, now that the detail is known for this account.
  useEffect(() => {
    if (id === null || !known || inFlight.current) return
    if (!session.resumeIntent<{ id?: number }>(STAR_INTENT, p => !!p && p.id === id)) return
    if (initialStarred) toast('已登录，已收藏')
    else void run(id, { starred: false, count: initialCount }, true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the detail is known, and again when the visitor signs in
  }, [id, known, session, session.signedIn])

  return { starred, count, busy: flip.pending, toggle }
}
