import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountInfoPage() {
  return <ComingSoon title='编辑资料' />
}
