import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function LotteryPage() {
  return <ComingSoon title='抽奖' />
}
