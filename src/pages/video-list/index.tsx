import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function VideoListPage() {
  return <ComingSoon title='视频' />
}
