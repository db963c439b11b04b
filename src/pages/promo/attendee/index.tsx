import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function PromoAttendeePage() {
  return <ComingSoon title='参会人审核' />
}
