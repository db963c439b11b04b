import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountGiftsOrdersPage() {
  return <ComingSoon title='兑换记录' />
}
