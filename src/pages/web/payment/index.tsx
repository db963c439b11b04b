import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function WebPaymentPage() {
  return <ComingSoon title='支付' />
}
