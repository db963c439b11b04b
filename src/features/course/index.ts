/** What pages use of the course feature's logic (its UI: '@/features/course/components'). */
export { loadCourse } from './load-course'
