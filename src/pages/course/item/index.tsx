import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CourseItemPage() {
  return <ComingSoon title='视频课时' />
}
