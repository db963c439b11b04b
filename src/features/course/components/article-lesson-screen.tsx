import { useReachBottom } from '@tarojs/taro'
import React, { useRef } from 'react'
import { DetailBody } from '@/features/content/components'
import { useStores } from '@/stores/context'
import { LessonScreen, type LessonPageSpec } from './lesson-screen'
import type { useLessonProgress } from '@/features/course/use-lesson-progress'

type Progress = ReturnType<typeof useLessonProgress>

/** An article lesson: its text (this screen and the server's painted view, src/ssr/views.tsx). */
export const ARTICLE_LESSON: LessonPageSpec = {
  title: '图文课时',
  body: lesson => <DetailBody html={lesson.content} emptyText='本课时暂无内容' />
}

/** An article lesson: reading to the end completes it for a signed-in visitor (others use the button). */
export function ArticleLessonScreen({ courseId, itemId }: { courseId: number | null; itemId: number | null }) {
  const { session } = useStores()
  const progressRef = useRef<Progress | null>(null)
  useReachBottom(() => {
    const p = progressRef.current
    if (p && session.signedIn && !p.completed && !p.completing) void p.markCompleted()
  })
  return (
    <LessonScreen title={ARTICLE_LESSON.title} courseId={courseId} itemId={itemId}>
      {(lesson, course, progress) => {
        progressRef.current = progress
        return ARTICLE_LESSON.body(lesson, course, progress)
      }}
    </LessonScreen>
  )
}
