import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function CpContactPage() {
  return <ComingSoon title='添加企业微信' />
}
