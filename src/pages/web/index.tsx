import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function WebPage() {
  return <ComingSoon title='网页' />
}
