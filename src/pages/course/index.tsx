import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CoursePage() {
  return <ComingSoon title='课程详情' />
}
