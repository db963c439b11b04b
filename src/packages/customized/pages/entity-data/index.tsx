import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function EntityDataPage() {
  return <ComingSoon title='详情' />
}
