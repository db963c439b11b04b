import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function EntityPage() {
  return <ComingSoon title='列表' />
}
