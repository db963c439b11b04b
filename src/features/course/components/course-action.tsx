import { Button } from '@/components/button'
import React from 'react'
import type { CourseDetail } from '../../../../types/contract'
import { BuyButton, type DetailContext } from '@/features/content/components'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { lessonUrl, resumeLesson } from '@/features/course/lessons'

/** The course's main button: buy, sign up through its form, or start/continue learning. */
export function CourseAction({ course, ctx }: { course: CourseDetail; ctx: DetailContext<CourseDetail> }) {
  if (ctx.locked) return <BuyButton price={course.price} buying={ctx.buying} onBuy={() => void ctx.buy()} text='购买课程' />
  if (course.registerWebsiteFormId && !course.submitted) {
    return (
      <Button className='detail-bar__main btn-primary' onClick={() => void navigateTo(pageUrl(Routes.form, { id: course.registerWebsiteFormId as number }))}>
        立即报名
      </Button>
    )
  }
  const target = resumeLesson(course)
  if (!target) return null
  return (
    <Button className='detail-bar__main btn-primary' onClick={() => void navigateTo(lessonUrl(course.id, target))}>
      {course.learnStatus === 'NOT_STARTED' ? '开始学习' : course.learnStatus === 'COMPLETED' ? '再学一遍' : '继续学习'}
    </Button>
  )
}
