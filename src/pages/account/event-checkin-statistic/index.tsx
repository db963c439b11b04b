import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountEventCheckinStatisticPage() {
  return <ComingSoon title='签到统计' />
}
