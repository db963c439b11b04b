import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function VideoPage() {
  return <ComingSoon title='视频详情' />
}
