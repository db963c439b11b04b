import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function SpeakerListPage() {
  return <ComingSoon title='嘉宾' />
}
