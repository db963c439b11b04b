import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function MaterialPage() {
  return <ComingSoon title='资料详情' />
}
