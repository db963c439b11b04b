import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountTicketsPage() {
  return <ComingSoon title='我的门票' />
}
