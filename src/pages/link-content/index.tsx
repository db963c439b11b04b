import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function LinkContentPage() {
  return <ComingSoon title='内容' />
}
