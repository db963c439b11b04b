/** What pages use of the course feature. */

export { CollectButton } from './components/collect-button'
export { CourseAction } from './components/course-action'
export { LessonScreen } from './components/lesson-screen'

export { CourseBody } from './components/course-body'
export { ArticleLessonScreen } from './components/article-lesson-screen'
export { loadCourse } from './load-course'
