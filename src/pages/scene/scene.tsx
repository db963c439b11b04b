import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function SceneScenePage() {
  return <ComingSoon title='专题' />
}
