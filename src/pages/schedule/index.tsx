import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function SchedulePage() {
  return <ComingSoon title='议程' />
}
