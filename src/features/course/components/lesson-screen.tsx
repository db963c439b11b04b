import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { CourseDetail, CourseItem } from '../../../../types/contract'
import { Page } from '@/components/page'
import { ErrorView, Loading } from '@/components/states'
import { DetailSkeleton, useContentDetail } from '@/features/content/components'
import { usePurchase } from '@/features/orders'
import { MissingQueryError } from '@/services/http/errors'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { formatPrice } from '@/shared/format'
import { getCourseDetail } from '@/features/course/api'
import { lessonLocked, lessonUrl, neighbours } from '@/features/course/lessons'
import { useLessonProgress, type LessonProgress } from '@/features/course/use-lesson-progress'
import { LessonList, LessonNav } from './course-parts'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

interface LessonScreenProps {
  title: string
  courseId: number | null
  itemId: number | null
  /** The lesson's own content (player or article) once it is open. */
  children: LessonPageSpec['body']
}

/** "已完成" or the "标记为已学完" button. */
function CompletionRow({ progress, label }: { progress: LessonProgress; label: string }) {
  return (
    <View className='lesson-head__row'>
      {progress.completed ? (
        <Text className='lesson-head__done' data-testid='lesson-done'>
          ✓ 已完成
        </Text>
      ) : (
        <Text className='lesson-head__todo'>学完后记得标记哦</Text>
      )}
      {!progress.completed && (
        <Button
          className='lesson-head__mark btn-primary'
          disabled={progress.completing || undefined}
          loading={progress.completing || undefined}
          onClick={() => void progress.markCompleted()}
        >
          {label}
        </Button>
      )}
    </View>
  )
}

/** What a lesson page draws as the lesson itself (the player or the article): the page file's, the painted view's too. */
export interface LessonPageSpec {
  /** The page's title while loading and for errors (视频课时, 图文课时). */
  title: string
  body: (lesson: CourseItem, course: CourseDetail, progress: LessonProgress) => React.ReactNode
}

interface LessonViewProps {
  course: CourseDetail
  lesson: CourseItem
  title: string
  progress: LessonProgress
  buying: boolean
  onBuy: () => void
  /** Opens another lesson (previous/next, the list). */
  onOpen: (lesson: CourseItem) => void
  /** Back to the course page. */
  onCourse: () => void
  /** Asked again while shown (a shipped course waiting for the visitor's own: bought, learned). */
  refreshing?: boolean
  children: LessonPageSpec['body']
}

/**
 * A loaded lesson: the lesson itself (or the purchase prompt when locked), its course and completion state,
 * previous/next and the course's lessons. A pure view of its props: the server paints it too (src/ssr/views.tsx).
 */
export function LessonView({ course: c, lesson, title, progress, buying, onBuy, onOpen, onCourse, refreshing, children }: LessonViewProps) {
  const { prev, next } = neighbours(c.lessons, lesson.id)
  const locked = lessonLocked(c, lesson)
  const coursePage = pageUrl(Routes.course, { id: c.id })
  return (
    <Page title={lesson.title || title}>
      {locked ? (
        <View className='lesson-locked'>
          <Text>本课时需购买课程后学习</Text>
          <Button className='lesson-locked__btn btn-primary' disabled={buying || undefined} loading={buying || undefined} onClick={onBuy}>
            {buying ? '正在下单…' : `${formatPrice(c.price)} 购买课程`}
          </Button>
        </View>
      ) : (
        children(lesson, c, progress)
      )}
      {/* Busy while the course is asked again (a shipped course waiting for the visitor's own): the painted view stays up. */}
      <View className='lesson-head' aria-busy={refreshing ? 'true' : undefined}>
        {/* data-href: the painted view makes it a plain link (src/ssr/taro-components.tsx). */}
        <View className='lesson-head__course' {...tapTarget('link')} data-href={BASE_PATH + coursePage} onClick={onCourse}>
          {c.title} ›
        </View>
        <Text className='lesson-head__title'>{lesson.title}</Text>
        {!locked && <CompletionRow progress={progress} label={lesson.type === 'ARTICLE' ? '完成学习' : '标记为已学完'} />}
      </View>
      <LessonNav prev={prev} next={next} onOpen={onOpen} />
      <View className='detail-section'>
        <View className='detail-section__head'>
          <Text className='detail-section__title'>课程目录</Text>
        </View>
        <LessonList course={c} currentId={lesson.id} onOpen={onOpen} />
      </View>
    </Page>
  )
}

/**
 * The frame of a lesson page (video or article): loads the course, finds the lesson, shows it (or the
 * purchase prompt when locked), completion state, previous/next and the other lessons. A painted page ships the
 * course as an anonymous visitor sees it (useContentDetail): the lesson shows at once, busy until the visitor's own
 * course (bought, learned) has been asked for.
 */
export function LessonScreen({ title, courseId, itemId, children }: LessonScreenProps) {
  const valid = courseId !== null && itemId !== null
  const state = useContentDetail(valid ? courseId : null, getCourseDetail, { trackType: 'COURSE' })
  const course = state.data?.detail
  const lesson = course?.lessons?.find(l => l.id === itemId) || null
  const progress = useLessonProgress(lesson, () => void state.reload())
  const { buy, buying } = usePurchase({ onCompleted: () => void state.reload(), resumeFor: course && !state.data?.leaving ? course.id : null })

  if (!valid) {
    return (
      <Page title={title}>
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      </Page>
    )
  }
  if (!state.data) {
    return (
      <Page title={title}>{state.error && !state.loading ? <ErrorView error={state.error} onRetry={() => void state.reload()} /> : <DetailSkeleton />}</Page>
    )
  }
  if (state.data.leaving) {
    return (
      <Page title={title}>
        <Loading text='正在跳转…' />
      </Page>
    )
  }
  const c = state.data.detail
  if (!lesson) {
    return (
      <Page title={title}>
        <ErrorView error={new Error('该课时不存在或已下架')} onRetry={() => void redirectTo(pageUrl(Routes.course, { id: c.id }))} retryText='返回课程' />
      </Page>
    )
  }
  return (
    <LessonView
      course={c}
      lesson={lesson}
      title={title}
      progress={progress}
      buying={buying}
      onBuy={() => void buy(c.id, 'COURSE', `${BASE_PATH}${lessonUrl(c.id, lesson)}`)}
      onOpen={l => void redirectTo(lessonUrl(c.id, l))}
      onCourse={() => void redirectTo(pageUrl(Routes.course, { id: c.id }))}
      refreshing={state.loading}
    >
      {children}
    </LessonView>
  )
}
