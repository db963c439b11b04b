import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function PromotionPage() {
  return <ComingSoon title='推广中心' />
}
