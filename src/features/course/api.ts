import type { CourseDetail, CourseRecordBody } from '../../../types/contract'
import { http } from '@/services/http'

/** GET /api/open/v1/entityData/getCourseDetail/{id} */
export const getCourseDetail = (id: number) => http.get<CourseDetail>(`/open/v1/entityData/getCourseDetail/${id}`)
/** POST /api/ca-open/v1/course/record */
export const recordCourse = (body: CourseRecordBody) => http.post<{ learned: boolean; progress: number }>('/ca-open/v1/course/record', body)
/** POST /api/ca/v1/community/favor/collectionCourse/{id} — toggles the collection. */
export const toggleCourseCollection = (id: number) => http.post<{ collected: boolean }>(`/ca/v1/community/favor/collectionCourse/${id}`)
