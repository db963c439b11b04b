import React from 'react'
import { VideoPlayer } from '@/features/content/components'
import { type LessonPageSpec, LessonScreen } from '@/features/course/components'
import { useIdParam } from '@/hooks/use-params'

/** A video lesson: its player (this page and the server's painted view, src/ssr/views.tsx). */
export const VIDEO_LESSON: LessonPageSpec = {
  title: '视频课时',
  body: (lesson, course, progress) => (
    <VideoPlayer
      src={lesson.videoUrl}
      poster={lesson.poster || course.cover}
      title={lesson.title}
      duration={lesson.duration}
      initialTime={lesson.learned ? 0 : lesson.progressTime || 0}
      onTimeUpdate={progress.onTimeUpdate}
      onPause={progress.onPause}
      onEnded={progress.onEnded}
    />
  )
}

export default function CourseVideoLessonPage() {
  const courseId = useIdParam('id')
  const itemId = useIdParam('itemId')
  return (
    <LessonScreen title={VIDEO_LESSON.title} courseId={courseId} itemId={itemId}>
      {VIDEO_LESSON.body}
    </LessonScreen>
  )
}
