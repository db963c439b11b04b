import type { CourseDetail } from '../../../types/contract'
import { getEntityDataDetail } from '@/features/content'
import { getCourseDetail } from '@/features/course/api'
import { ApiError } from '@/services/http'

/** The course; an id of another type answers 课程不存在, so its generic detail tells where it belongs. */
export async function loadCourse(id: number): Promise<CourseDetail> {
  try {
    return await getCourseDetail(id)
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 404)) throw e
    return (await getEntityDataDetail(id)) as CourseDetail
  }
}
