import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function ProductListPage() {
  return <ComingSoon title='产品介绍' />
}
