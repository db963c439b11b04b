import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function EventCheckinPage() {
  return <ComingSoon title='活动签到' />
}
