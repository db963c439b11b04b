import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountEventPage() {
  return <ComingSoon title='我的活动' />
}
