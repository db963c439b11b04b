import React from 'react'
import type { CourseDetail, CourseItem } from '../../../../types/contract'
import { DetailBodySection, DetailIntro, DetailSection, type DetailContext } from '@/features/content/components'
import { navigateTo } from '@/services/navigation/navigate'
import { confirm } from '@/services/ui/toast'
import { lessonLocked, lessonUrl } from '@/features/course/lessons'
import { CourseStatus, LessonList } from './course-parts'

/** The course detail's body: cover, header, status, its lessons (a locked one offers to buy) and its introduction. */
export function CourseBody({ course, ctx }: { course: CourseDetail; ctx: DetailContext<CourseDetail> }) {
  const openLesson = async (lesson: CourseItem) => {
    if (lessonLocked(course, lesson)) {
      if (await confirm('该课时需购买课程后学习，是否立即购买？', '购买课程')) await ctx.buy()
      return
    }
    await navigateTo(lessonUrl(course.id, lesson))
  }
  return (
    <>
      <DetailIntro detail={course} />
      <CourseStatus course={course} />
      <DetailSection title={`课程目录（${course.lessons?.length ?? 0}）`}>
        <LessonList course={course} onOpen={l => void openLesson(l)} />
      </DetailSection>
      <DetailBodySection title='课程介绍' detail={course} />
    </>
  )
}
