import { Button } from '@/components/button'
import React from 'react'
import type { CourseDetail } from '../../../../types/contract'
import { BuyButton, type DetailContext } from '@/features/content/components'
import { usePrefetchPage } from '@/hooks/use-prefetch-page'
import { navigateTo } from '@/services/navigation/navigate'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { BUY_TEXT, courseAction } from '@/shared/actions'
import { lessonUrl, resumeLesson } from '@/features/course/lessons'

/** The course's main button (shared/actions courseAction): buy, sign up through its form, or start/continue learning. */
export function CourseAction({ course, ctx }: { course: CourseDetail; ctx: DetailContext<CourseDetail> }) {
  const target = resumeLesson(course)
  const action = courseAction(course, target !== null)
  usePrefetchPage(action.kind === 'form' ? Routes.form : null)
  if (action.kind === 'buy') return <BuyButton price={course.price} buying={ctx.buying} onBuy={() => void ctx.buy()} text={BUY_TEXT.course} />
  if (action.kind === 'form') {
    const form = pageUrl(Routes.form, { id: action.formId })
    return (
      // data-href: before the app runs, a plain link to the painted form (src/ssr/taro-components.tsx).
      <Button className='detail-bar__main btn-primary' role='link' data-href={BASE_PATH + form} onClick={() => void navigateTo(form)}>
        {action.text}
      </Button>
    )
  }
  if (action.kind === 'none' || !target) return null
  return (
    <Button className='detail-bar__main btn-primary' onClick={() => void navigateTo(lessonUrl(course.id, target))}>
      {action.text}
    </Button>
  )
}
