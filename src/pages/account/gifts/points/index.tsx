import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountGiftsPointsPage() {
  return <ComingSoon title='积分明细' />
}
