import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountGiftsPrizePage() {
  return <ComingSoon title='我的奖品' />
}
