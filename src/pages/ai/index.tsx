import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AiPage() {
  return <ComingSoon title='AI 助手' />
}
