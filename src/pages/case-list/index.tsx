import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CaseListPage() {
  return <ComingSoon title='客户案例' />
}
