import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function InteractionPage() {
  return <ComingSoon title='现场互动' />
}
