import { useCallback, useEffect, useRef, useState } from 'react'
import { toggleStar } from '../../api'
import { UnauthorizedError } from '../../../../services/http/errors'
import { toast, toastError } from '../../../../services/ui/toast'
import { useStores } from '../../../../stores/context'

export interface StarState {
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
      await session.requireAccount()
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

  return { starred, count, busy, toggle }
}
