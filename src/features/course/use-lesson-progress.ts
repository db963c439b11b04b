import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CourseItem } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { recordCourse } from './api'
import { ProgressTracker, type ProgressReport } from './progress-tracker'

export interface LessonProgress {
  completed: boolean
  completing: boolean
  onTimeUpdate: (position: number, duration: number) => void
  onPause: () => void
  onEnded: () => void
  /** "标记为已学完" / "完成学习": records completion (signs in first). */
  markCompleted: () => Promise<void>
}

/**
 * Records a lesson's progress with POST course/record. Playback reports go out only for a signed-in
 * visitor and never interrupt (failures are dropped); completion signs in first and says so.
 */
export function useLessonProgress(lesson: CourseItem | null, onCompleted?: () => void): LessonProgress {
  const { session } = useStores()
  const [completed, setCompleted] = useState(!!lesson?.learned)
  const onCompletedRef = useRef(onCompleted)
  onCompletedRef.current = onCompleted
  const lessonId = lesson?.id ?? null

  useEffect(() => {
    setCompleted(!!lesson?.learned)
  }, [lessonId, lesson?.learned])

  // 完成 needs the account and says how it went; the other reports are quiet and only for a signed-in visitor.
  const { run: complete, pending: completing } = useAction(async (courseItemId: number, record: ProgressReport) => {
    await session.requireAccount()
    await recordCourse({ courseItemId, ...record })
    setCompleted(true)
    toast('已完成本课时')
    onCompletedRef.current?.()
  })
  const send = useCallback(
    async (record: ProgressReport) => {
      if (lessonId === null) return
      if (record.learnCompletedEvent === 1) {
        await complete(lessonId, record)
        return
      }
      if (!session.signedIn) return
      await recordCourse({ courseItemId: lessonId, ...record }).catch(() => undefined)
    },
    [lessonId, session, complete]
  )

  // One tracker per lesson (send changes with the lesson id), started from the duration the lesson states.
  const knownDuration = lesson?.duration || 0
  const tracker = useMemo(() => new ProgressTracker(r => void send(r), knownDuration), [send, knownDuration])

  // Leaving mid-lesson reports what was watched.
  useEffect(() => () => tracker.pause(), [tracker])

  return {
    completed,
    completing,
    onTimeUpdate: (position, duration) => tracker.timeUpdate(position, duration),
    onPause: () => tracker.pause(),
    onEnded: () => tracker.ended(),
    markCompleted: async () => {
      if (completing) return
      tracker.complete()
    }
  }
}
