import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function EventPage() {
  return <ComingSoon title='活动详情' />
}
