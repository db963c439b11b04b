import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function MyPromotionPage() {
  return <ComingSoon title='我的推广' />
}
