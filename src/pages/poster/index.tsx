import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function PosterPage() {
  return <ComingSoon title='分享海报' />
}
