import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AlbumPage() {
  return <ComingSoon title='相册' />
}
