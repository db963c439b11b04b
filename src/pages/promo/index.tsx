import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function PromoPage() {
  return <ComingSoon title='渠道伙伴中心' />
}
