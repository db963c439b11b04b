import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountTicketsDetailPage() {
  return <ComingSoon title='门票详情' />
}
