import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountPage() {
  return <ComingSoon title='个人中心' />
}
