import React from 'react'
import type { CourseDetail, CourseItem } from '../../../types/contract'
import { DetailBody, DetailCover, DetailHeader, DetailScreen, DetailSection, useContentDetail } from '@/features/content/components'
import { getEntityDataDetail } from '@/features/content/api'
import { getCourseDetail } from '@/features/course/api'
import { ApiError } from '@/services/http'
import { CollectButton, CourseAction, CourseStatus, LessonList, lessonLocked, lessonUrl } from '@/features/course'
import { useIdParam } from '@/hooks/use-params'
import { navigateTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { confirm } from '@/services/ui/toast'

/** The course; an id of another type answers 课程不存在, so its generic detail tells where it belongs. */
async function loadCourse(id: number): Promise<CourseDetail> {
  try {
    return await getCourseDetail(id)
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 404)) throw e
    return (await getEntityDataDetail(id)) as CourseDetail
  }
}

export default function CoursePage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, loadCourse, { trackType: 'COURSE' })
  return (
    <DetailScreen
      title='课程详情'
      id={id}
      state={state}
      route={Routes.course}
      orderType='COURSE'
      star={false}
      extraButtons={course => <CollectButton courseId={course.id} collected={course.collected} />}
      action={(course, ctx) => <CourseAction course={course} ctx={ctx} />}
    >
      {(course, ctx) => {
        const openLesson = async (lesson: CourseItem) => {
          if (lessonLocked(course, lesson)) {
            if (await confirm('该课时需购买课程后学习，是否立即购买？', '购买课程')) await ctx.buy()
            return
          }
          await navigateTo(lessonUrl(course.id, lesson))
        }
        return (
          <>
            <DetailCover src={course.cover} alt={course.title} />
            <DetailHeader detail={course} />
            <CourseStatus course={course} />
            <DetailSection title={`课程目录（${course.lessons?.length ?? 0}）`}>
              <LessonList course={course} onOpen={l => void openLesson(l)} />
            </DetailSection>
            <DetailSection title='课程介绍'>
              <DetailBody html={course.content} />
            </DetailSection>
          </>
        )
      }}
    </DetailScreen>
  )
}
