import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountLotteryPage() {
  return <ComingSoon title='抽奖记录' />
}
