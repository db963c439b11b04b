import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function SubscribePage() {
  return <ComingSoon title='关注公众号' />
}
