import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountMaterialPage() {
  return <ComingSoon title='我的资料' />
}
