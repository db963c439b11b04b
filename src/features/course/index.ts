/** What pages use of the course feature. */
export { CourseStatus, LessonList, LessonNav } from './components/course-parts'
export { CollectButton } from './components/collect-button'
export { CourseAction } from './components/course-action'
export { LessonScreen } from './components/lesson-screen'
export { lessonLocked, lessonUrl, neighbours, resumeLesson } from './lessons'
export { ProgressTracker, REPORT_INTERVAL_S } from './progress-tracker'
export { useLessonProgress } from './use-lesson-progress'
