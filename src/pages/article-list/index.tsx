import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function ArticleListPage() {
  return <ComingSoon title='文章' />
}
