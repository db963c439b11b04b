import React from 'react'
import { ContentListScreen } from '@/features/content/components'
import { CONTENT_LISTS } from '@/shared/content-lists'

export default function ArticleListPage() {
  return <ContentListScreen config={CONTENT_LISTS.article} />
}
