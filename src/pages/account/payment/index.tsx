import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountPaymentPage() {
  return <ComingSoon title='订单支付' />
}
