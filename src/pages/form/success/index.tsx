import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function FormSuccessPage() {
  return <ComingSoon title='报名成功' />
}
