import React from 'react'
import type { CourseDetail } from '../../../types/contract'
import { type DetailPageSpec, DetailScreen, useContentDetail } from '@/features/content/components'
import { loadCourse } from '@/features/course'
import { CollectButton, CourseAction, CourseBody } from '@/features/course/components'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

/** The course detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). */
export const COURSE_PAGE: DetailPageSpec<CourseDetail> = {
  title: '课程详情',
  route: Routes.course,
  trackType: 'COURSE',
  star: false,
  extraButtons: course => <CollectButton courseId={course.id} collected={course.collected} />,
  action: (course, ctx) => <CourseAction course={course} ctx={ctx} />,
  body: (course, ctx) => <CourseBody course={course} ctx={ctx} />
}

export default function CoursePage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, loadCourse, { trackType: COURSE_PAGE.trackType })
  return (
    <DetailScreen
      title={COURSE_PAGE.title}
      id={id}
      state={state}
      route={COURSE_PAGE.route}
      orderType='COURSE'
      star={COURSE_PAGE.star}
      extraButtons={COURSE_PAGE.extraButtons}
      action={COURSE_PAGE.action}
    >
      {COURSE_PAGE.body}
    </DetailScreen>
  )
}
