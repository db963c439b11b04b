import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AssetsPage() {
  return <ComingSoon title='资源' />
}
