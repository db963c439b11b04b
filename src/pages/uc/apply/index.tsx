import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function UcApplyPage() {
  return <ComingSoon title='名片信息' />
}
