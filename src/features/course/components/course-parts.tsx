import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { CourseDetail, CourseItem } from '../../../../types/contract'
import { formatDuration, formatPrice } from '@/shared/format'
import { LEARN_STATUS_TEXT, lessonLocked, lessonUrl } from '@/features/course/lessons'
import { BASE_PATH } from '@/services/navigation/routes'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

/** Owned/learning status with the progress bar. */
export function CourseStatus({ course }: { course: CourseDetail }) {
  const paid = typeof course.price === 'number' && course.price > 0
  const progress = Math.max(0, Math.min(100, Math.round(course.progress || 0)))
  const learned = (course.lessons || []).filter(l => l.learned).length
  return (
    <View className='course-status'>
      <View className='course-status__row'>
        <Text className={`course-status__badge ${course.owned && paid ? 'course-status__badge--owned' : ''}`}>
          {paid ? (course.owned ? '已购买' : formatPrice(course.price)) : '免费课程'}
        </Text>
        <Text className='course-status__text' data-testid='learn-status'>
          {LEARN_STATUS_TEXT[course.learnStatus] || '未开始'} · 已学 {learned}/{course.lessons?.length ?? 0} 课时
        </Text>
      </View>
      <View className='course-status__track'>
        <View className='course-status__bar' role='progressbar' aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label='学习进度'>
          <View className='course-status__fill' style={{ width: `${progress}%` }} />
        </View>
        <Text className='course-status__percent'>{progress}%</Text>
      </View>
    </View>
  )
}

/** Lessons with type, duration, learned tick and lock; tapping one opens it (or asks to buy). */
export function LessonList({ course, onOpen, currentId }: { course: CourseDetail; onOpen: (lesson: CourseItem) => void; currentId?: number }) {
  const lessons = course.lessons || []
  if (lessons.length === 0) return <Text className='lesson-list__empty'>课时正在准备中</Text>
  return (
    <View className='lesson-list'>
      {lessons.map((lesson, i) => {
        const locked = lessonLocked(course, lesson)
        return (
          <View
            key={lesson.id}
            className={`lesson-list__item ${lesson.id === currentId ? 'lesson-list__item--current' : ''}`}
            {...tapTarget('link')}
            data-testid={`lesson-${lesson.id}`}
            // The painted view links an open lesson to its page (src/ssr/taro-components.tsx); a locked one waits for the app.
            data-href={locked ? undefined : BASE_PATH + lessonUrl(course.id, lesson)}
            onClick={() => onOpen(lesson)}
          >
            <Text className='lesson-list__index'>{String(i + 1).padStart(2, '0')}</Text>
            <View className='lesson-list__info'>
              <Text className='lesson-list__title'>{lesson.title}</Text>
              <Text className='lesson-list__meta'>
                {lesson.type === 'VIDEO' ? `视频 · ${formatDuration(lesson.duration)}` : '图文'}
                {lesson.free && !course.owned && typeof course.price === 'number' && course.price > 0 ? ' · 试看' : ''}
              </Text>
            </View>
            {locked ? (
              <Text className='lesson-list__state lesson-list__state--locked' aria-label='未解锁'>
                🔒
              </Text>
            ) : lesson.learned ? (
              <Text className='lesson-list__state lesson-list__state--done' aria-label='已学完' data-testid='lesson-learned'>
                ✓ 已学完
              </Text>
            ) : lesson.percent > 0 ? (
              <Text className='lesson-list__state'>已学 {Math.round(lesson.percent)}%</Text>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}

/** Previous / next lesson buttons. */
export function LessonNav({ prev, next, onOpen }: { prev: CourseItem | null; next: CourseItem | null; onOpen: (lesson: CourseItem) => void }) {
  return (
    <View className='lesson-nav'>
      <Button className='lesson-nav__btn' disabled={!prev || undefined} onClick={() => prev && onOpen(prev)}>
        ‹ 上一课
      </Button>
      <Button className='lesson-nav__btn' disabled={!next || undefined} onClick={() => next && onOpen(next)}>
        下一课 ›
      </Button>
    </View>
  )
}
