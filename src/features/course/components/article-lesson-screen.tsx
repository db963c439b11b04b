import { useReachBottom } from '@tarojs/taro'
import React, { useRef } from 'react'
import { DetailBody } from '@/features/content/components'
import { useStores } from '@/stores/context'
import { LessonScreen } from './lesson-screen'
import type { useLessonProgress } from '@/features/course/use-lesson-progress'

type Progress = ReturnType<typeof useLessonProgress>

/** An article lesson: reading to the end completes it for a signed-in visitor (others use the button). */
export function ArticleLessonScreen({ courseId, itemId }: { courseId: number | null; itemId: number | null }) {
  const { session } = useStores()
  const progressRef = useRef<Progress | null>(null)
  useReachBottom(() => {
    const p = progressRef.current
    if (p && session.signedIn && !p.completed && !p.completing) void p.markCompleted()
  })
  return (
    <LessonScreen title='图文课时' courseId={courseId} itemId={itemId}>
      {(lesson, _course, progress) => {
        progressRef.current = progress
        return <DetailBody html={lesson.content} emptyText='本课时暂无内容' />
      }}
    </LessonScreen>
  )
}
