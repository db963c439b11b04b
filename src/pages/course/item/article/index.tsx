import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CourseItemArticlePage() {
  return <ComingSoon title='图文课时' />
}
