import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function LinkOpenPage() {
  return <ComingSoon title='打开链接' />
}
