import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function PromotionTaskPage() {
  return <ComingSoon title='任务中心' />
}
