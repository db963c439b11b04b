import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountCoursePage() {
  return <ComingSoon title='我的课程' />
}
