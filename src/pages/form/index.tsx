import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function FormPage() {
  return <ComingSoon title='报名表单' />
}
