import React from 'react'
import { ArticleLessonScreen } from '@/features/course/components'
import { useIdParam } from '@/hooks/use-params'

export default function CourseArticleLessonPage() {
  return <ArticleLessonScreen courseId={useIdParam('id')} itemId={useIdParam('itemId')} />
}
