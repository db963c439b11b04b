import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AttendeeAttendeeInputcheckinPage() {
  return <ComingSoon title='输入信息签到' />
}
