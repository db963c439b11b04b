import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function IndexPage() {
  return <ComingSoon title='首页' />
}
