import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function ArticlePage() {
  return <ComingSoon title='文章详情' />
}
