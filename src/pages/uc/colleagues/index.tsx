import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function UcColleaguesPage() {
  return <ComingSoon title='同事' />
}
