import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function ApplyApplyPage() {
  return <ComingSoon title='申请' />
}
