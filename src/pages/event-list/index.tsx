import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function EventListPage() {
  return <ComingSoon title='活动' />
}
