import React, { useState } from 'react'
import { useQuery } from '@/hooks/use-query'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { getOwnedCourses } from '@/features/account/api'
import { COURSE_TABS, LEARN_STATUS_LABEL, type CourseTab } from '@/features/account/records'
import { RecordList } from './record-list'
import { ProgressBar, RecordRow } from './record-row'
import { Tabs } from './tabs'

/** My courses by learn status, each with its progress (account/course). */
export function CourseRecords() {
  const [tab, setTab] = useState<CourseTab>('ALL')
  const query = useQuery(['getOwnedCourses', tab], () => getOwnedCourses(tab === 'ALL' ? undefined : tab), { refetchOnShow: true })
  return (
    <>
      <Tabs tabs={COURSE_TABS} active={tab} onChange={setTab} />
      <RecordList
        query={query}
        className='course-records'
        itemKey={course => course.courseId}
        empty={{ text: '暂无课程', hint: '报名或购买课程后会出现在这里', actionText: '去看看课程', onAction: () => void navigateTo(Routes.courseList) }}
        renderItem={course => (
          <RecordRow
            cover={course.cover}
            title={course.title}
            badges={[{ text: LEARN_STATUS_LABEL[course.learnStatus] || course.learnStatus, tone: course.learnStatus === 'COMPLETED' ? 'success' : 'theme' }]}
            meta={[`已学 ${course.learnedCount}/${course.lessonCount} 节`]}
            onClick={() => void navigateTo(pageUrl(Routes.course, { id: course.courseId }))}
          >
            <ProgressBar percent={course.progress} label={`${course.title} 学习进度`} />
          </RecordRow>
        )}
      />
    </>
  )
}
