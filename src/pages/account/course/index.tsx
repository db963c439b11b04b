import { View } from '@tarojs/components'
import React, { useState } from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, Empty } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { getOwnedCourses } from '@/features/account/api'
import { ProgressBar, RecordRow } from '@/features/account/components/record-row'
import { Tabs } from '@/features/account/components/tabs'
import { COURSE_TABS, LEARN_STATUS_LABEL, type CourseTab } from '@/features/account/records'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'

function OwnedCourses() {
  const [tab, setTab] = useState<CourseTab>('ALL')
  const query = useQuery(() => getOwnedCourses(tab === 'ALL' ? undefined : tab), [tab], { refetchOnShow: true })
  return (
    <View>
      <Tabs tabs={COURSE_TABS} active={tab} onChange={setTab} />
      <AsyncView
        loading={query.loading}
        error={query.error}
        data={query.data}
        onRetry={() => void query.reload()}
        isEmpty={list => list.length === 0}
        empty={<Empty text='暂无课程' hint='报名或购买课程后会出现在这里' actionText='去看看课程' onAction={() => void navigateTo(Routes.courseList)} />}
      >
        {list => (
          <View className='course-records'>
            {list.map(course => (
              <RecordRow
                key={course.courseId}
                cover={course.cover}
                title={course.title}
                badges={[
                  { text: LEARN_STATUS_LABEL[course.learnStatus] || course.learnStatus, tone: course.learnStatus === 'COMPLETED' ? 'success' : 'theme' }
                ]}
                meta={[`已学 ${course.learnedCount}/${course.lessonCount} 节`]}
                onClick={() => void navigateTo(pageUrl(Routes.course, { id: course.courseId }))}
              >
                <ProgressBar percent={course.progress} label={`${course.title} 学习进度`} />
              </RecordRow>
            ))}
          </View>
        )}
      </AsyncView>
    </View>
  )
}

/** My courses by learn status with progress (SPEC §2 account/course). */
export default function AccountCoursePage() {
  return (
    <Page title='我的课程'>
      <RequireAccount>{() => <OwnedCourses />}</RequireAccount>
    </Page>
  )
}
