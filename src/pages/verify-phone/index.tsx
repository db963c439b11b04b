import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function VerifyPhonePage() {
  return <ComingSoon title='验证手机号' />
}
