/** The course screens and parts pages compose (the course detail, a lesson). */
export { CollectButton } from './collect-button'
export { CourseAction } from './course-action'
export { CourseBody } from './course-body'
export { LessonScreen, type LessonPageSpec } from './lesson-screen'
export { ArticleLessonScreen } from './article-lesson-screen'
