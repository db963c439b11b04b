import React from 'react'
import { DetailScreen, useContentDetail } from '@/features/content/components'
import { CollectButton, CourseAction, CourseBody, loadCourse } from '@/features/course'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

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
      {(course, ctx) => <CourseBody course={course} ctx={ctx} />}
    </DetailScreen>
  )
}
