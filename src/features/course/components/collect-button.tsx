import React, { useEffect, useRef, useState } from 'react'
import { useAction } from '@/hooks/use-action'
import { useResumeIntent } from '@/hooks/use-resume-intent'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { toggleCourseCollection } from '@/features/course/api'
import { StarButton } from '@/features/content/components'

/** The pending-action kind of 收藏 tapped on a course before sign-in (payload: the course id). */
export const COLLECT_INTENT = 'course-collect'

/**
 * Course collection toggle for the bottom bar: signs in, flips at once, rolls back on failure. A visitor without
 * an account signs in first; the tap is kept and carried out when the course page is back.
 */
export function CollectButton({ courseId, collected: initial }: { courseId: number; collected: boolean }) {
  const { session } = useStores()
  const [collected, setCollected] = useState(initial)
  const flip = useAction(async (before: boolean, afterSignIn: boolean) => {
    try {
      await session.requireAccount(before ? undefined : { kind: COLLECT_INTENT, payload: { id: courseId } })
      setCollected(!before)
      const result = await toggleCourseCollection(courseId)
      setCollected(!!result.collected)
      toast(result.collected ? `${afterSignIn ? '已登录，' : ''}已收藏课程` : '已取消收藏')
    } catch (e) {
      setCollected(before)
      throw e
    }
  })
  // A reloaded course is the new truth unless a toggle is on its way.
  const busy = useRef(false)
  busy.current = flip.pending
  useEffect(() => {
    if (!busy.current) setCollected(initial)
  }, [initial])

  const toggle = (afterSignIn = false) => flip.run(collected, afterSignIn)

  // Back from the sign-in the tap led to: collect it once (the course was loaded for this account).
  useResumeIntent<{ id?: number }>(
    COLLECT_INTENT,
    true,
    p => p.id === courseId,
    () => (collected ? toast('已登录，已收藏课程') : void toggle(true))
  )

  return <StarButton starred={collected} onToggle={() => void toggle()} name='收藏课程' testId='collect-button' />
}
