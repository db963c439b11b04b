import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { CourseRecords } from '@/features/account/components'

/** My courses by learn status with progress (spec §2 account/course). */
export default function AccountCoursePage() {
  return (
    <Page title='我的课程'>
      <RequireAccount>{() => <CourseRecords />}</RequireAccount>
    </Page>
  )
}
