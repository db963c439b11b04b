import { useCallback, useEffect, useRef, useState } from 'react'
import { toggleStar } from '@/features/content/api'
import { UnauthorizedError } from '@/services/http/errors'
import { toast, toastError } from '@/services/ui/toast'
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
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)

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
    if (id === null || inFlight.current) return
    inFlight.current = true
    setBusy(true)
    const before = { starred, count }
    try {
      // An anonymous visitor signs in first (the page reloads): the tap is kept and resumed below.
      await session.requireAccount(before.starred ? undefined : { kind: STAR_INTENT, payload: { id } })
      setStarred(!before.starred)
      setCount(Math.max(0, before.count + (before.starred ? -1 : 1)))
      const result = await toggleStar(id)
      setStarred(!!result.starred)
      if (typeof result.starCount === 'number') setCount(result.starCount)
      toast(result.starred ? '已收藏' : '已取消收藏')
    } catch (e) {
      setStarred(before.starred)
      setCount(before.count)
      if (!(e instanceof UnauthorizedError && e.message === '正在登录…')) toastError(e)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }, [id, starred, count, session])

  // Back from the sign-in the tap led to: favourite it once, now that the detail is known for this account.
  const loaded = !!initial
  useEffect(() => {
    if (id === null || !loaded || inFlight.current) return
    if (!session.resumeIntent<{ id?: number }>(STAR_INTENT, p => !!p && p.id === id)) return
    if (initial?.starred) {
      toast('已登录，已收藏')
      return
    }
    inFlight.current = true
    setBusy(true)
    setStarred(true)
    setCount(c => c + 1)
    toggleStar(id)
      .then(result => {
        setStarred(!!result.starred)
        if (typeof result.starCount === 'number') setCount(result.starCount)
        toast(result.starred ? '已登录，已收藏' : '已登录，已取消收藏')
      })
      .catch(e => {
        setStarred(false)
        setCount(initial?.count ?? 0)
        toastError(e)
      })
      .finally(() => {
        inFlight.current = false
        setBusy(false)
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, loaded, session, session.signedIn])

  return { starred, count, busy, toggle }
}
