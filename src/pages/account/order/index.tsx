import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountOrderPage() {
  return <ComingSoon title='我的订单' />
}
