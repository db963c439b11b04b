import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AppPage() {
  return <ComingSoon title='应用' />
}
