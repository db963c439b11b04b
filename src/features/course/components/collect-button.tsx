import { Text, View } from '@tarojs/components'
import React, { useEffect, useRef, useState } from 'react'
import { UnauthorizedError } from '@/services/http/errors'
import { toast, toastError } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { toggleCourseCollection } from '@/features/course/api'
import { tapTarget } from '@/utils/tap-target'

/** Course collection toggle for the bottom bar: signs in, flips at once, rolls back on failure. */
export function CollectButton({ courseId, collected: initial }: { courseId: number; collected: boolean }) {
  const { session } = useStores()
  const [collected, setCollected] = useState(initial)
  const busy = useRef(false)
  useEffect(() => {
    if (!busy.current) setCollected(initial)
  }, [initial])

  const toggle = async () => {
    if (busy.current) return
    busy.current = true
    const before = collected
    try {
      await session.requireAccount()
      setCollected(!before)
      const result = await toggleCourseCollection(courseId)
      setCollected(!!result.collected)
      toast(result.collected ? '已收藏课程' : '已取消收藏')
    } catch (e) {
      setCollected(before)
      if (!(e instanceof UnauthorizedError && e.message === '正在登录…')) toastError(e)
    } finally {
      busy.current = false
    }
  }

  return (
    <View
      className={`detail-bar__btn ${collected ? 'detail-bar__btn--on' : ''}`}
      {...tapTarget('button')}
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
