import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function UcLoginPage() {
  return <ComingSoon title='同事登录' />
}
