import { Text, View } from '@tarojs/components'
import React, { useEffect, useRef, useState } from 'react'
import { SIGNING_IN, useResumeIntent } from '@/hooks/use-resume-intent'
import { UnauthorizedError } from '@/services/http/errors'
import { toast, toastError } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { toggleCourseCollection } from '@/features/course/api'

/** The pending-action kind of 收藏 tapped on a course before sign-in (payload: the course id). */
export const COLLECT_INTENT = 'course-collect'

/**
 * Course collection toggle for the bottom bar: signs in, flips at once, rolls back on failure. A visitor without
 * an account signs in first; the tap is kept and carried out when the course page is back.
 */
export function CollectButton({ courseId, collected: initial }: { courseId: number; collected: boolean }) {
  const { session } = useStores()
  const [collected, setCollected] = useState(initial)
  const busy = useRef(false)
  useEffect(() => {
    if (!busy.current) setCollected(initial)
  }, [initial])

  const toggle = async (afterSignIn = false) => {
    if (busy.current) return
    busy.current = true
    const before = collected
    try {
      await session.requireAccount(before ? undefined : { kind: COLLECT_INTENT, payload: { id: courseId } })
      setCollected(!before)
      const result = await toggleCourseCollection(courseId)
      setCollected(!!result.collected)
      toast(result.collected ? `${afterSignIn ? '已登录，' : ''}已收藏课程` : '已取消收藏')
    } catch (e) {
      setCollected(before)
      if (!(e instanceof UnauthorizedError && e.message === SIGNING_IN)) toastError(e)
    } finally {
      busy.current = false
    }
  }

  // Back from the sign-in the tap led to: collect it once (the course was loaded for this account).
  useResumeIntent<{ id?: number }>(
    COLLECT_INTENT,
    true,
    p => p.id === courseId,
    () => (collected ? toast('已登录，已收藏课程') : void toggle(true))
  )

  return (
    <View
      className={`detail-bar__btn ${collected ? 'detail-bar__btn--on' : ''}`}
      role='button'
      aria-label={collected ? '取消收藏课程' : '收藏课程'}
      aria-pressed={collected}
      data-testid='collect-button'
      onClick={() => void toggle()}
    >
      <Text className='detail-bar__icon'>{collected ? '★' : '☆'}</Text>
      <Text className='detail-bar__label'>{collected ? '已收藏' : '收藏'}</Text>
    </View>
  )
}
