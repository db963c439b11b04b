import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AttendeeAttendeeSignoutPage() {
  return <ComingSoon title='签退' />
}
