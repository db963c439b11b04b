import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function LotteryScanPage() {
  return <ComingSoon title='奖品核销' />
}
