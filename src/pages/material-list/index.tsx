import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function MaterialListPage() {
  return <ComingSoon title='资料下载' />
}
