import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountSavedPage() {
  return <ComingSoon title='我的收藏' />
}
