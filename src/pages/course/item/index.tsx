import React from 'react'
import { LessonScreen } from '@/features/course'
import { VideoPlayer } from '@/features/content/components/video/video-player'
import { useIdParam } from '@/hooks/use-params'

export default function CourseVideoLessonPage() {
  const courseId = useIdParam('id')
  const itemId = useIdParam('itemId')
  return (
    <LessonScreen title='视频课时' courseId={courseId} itemId={itemId}>
      {(lesson, course, progress) => (
        <VideoPlayer
          src={lesson.videoUrl}
          poster={lesson.poster || course.cover}
          title={lesson.title}
          initialTime={lesson.learned ? 0 : lesson.progressTime || 0}
          onTimeUpdate={progress.onTimeUpdate}
          onPause={progress.onPause}
          onEnded={progress.onEnded}
        />
      )}
    </LessonScreen>
  )
}
