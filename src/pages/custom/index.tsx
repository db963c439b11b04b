import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CustomPage() {
  return <ComingSoon title='专题' />
}
