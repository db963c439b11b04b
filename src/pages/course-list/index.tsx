import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CourseListPage() {
  return <ComingSoon title='课程' />
}
