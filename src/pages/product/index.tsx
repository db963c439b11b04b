import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function ProductPage() {
  return <ComingSoon title='产品详情' />
}
