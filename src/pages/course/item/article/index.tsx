import { useReachBottom } from '@tarojs/taro'
import React, { useRef } from 'react'
import { DetailBody } from '@/features/content/components'
import { LessonScreen, type useLessonProgress } from '@/features/course'
import { useIdParam } from '@/hooks/use-params'
import { useStores } from '@/stores/context'

type Progress = ReturnType<typeof useLessonProgress>

export default function CourseArticleLessonPage() {
  const courseId = useIdParam('id')
  const itemId = useIdParam('itemId')
  const { session } = useStores()
  const progressRef = useRef<Progress | null>(null)
  // Reading to the end completes the lesson for a signed-in visitor (others use the button).
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
