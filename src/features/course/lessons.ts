import type { CourseDetail, CourseItem } from '../../../types/contract'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { isLocked } from '@/shared/access'

/** The lesson page: video lessons play in course/item, article lessons read in course/item/article. */
export function lessonUrl(courseId: number, lesson: Pick<CourseItem, 'id' | 'type'>): string {
  return pageUrl(lesson.type === 'ARTICLE' ? Routes.courseArticle : Routes.courseItem, { id: courseId, itemId: lesson.id })
}

/** Paid course not bought, and the lesson is not a free preview. */
export function lessonLocked(course: Pick<CourseDetail, 'price' | 'owned'>, lesson: Pick<CourseItem, 'free'>): boolean {
  return !lesson.free && isLocked(course)
}

/** The lessons before and after one (for previous/next navigation). */
export function neighbours(lessons: CourseItem[], lessonId: number): { prev: CourseItem | null; next: CourseItem | null; index: number } {
  const index = lessons.findIndex(l => l.id === lessonId)
  if (index < 0) return { prev: null, next: null, index }
  return { prev: lessons[index - 1] || null, next: lessons[index + 1] || null, index }
}

/** Where "开始/继续学习" goes: the first lesson not learned (else the first), skipping locked ones. */
export function resumeLesson(course: CourseDetail): CourseItem | null {
  const open = (course.lessons || []).filter(l => !lessonLocked(course, l))
  return open.find(l => !l.learned) || open[0] || null
}

export const LEARN_STATUS_TEXT = { NOT_STARTED: '未开始', LEARNING: '学习中', COMPLETED: '已学完' } as const
