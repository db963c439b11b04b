import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CasePage() {
  return <ComingSoon title='案例详情' />
}
