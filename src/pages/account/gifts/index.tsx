import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountGiftsPage() {
  return <ComingSoon title='积分兑换' />
}
