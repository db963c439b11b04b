import React from 'react'
import { DetailBody, EntityDetailPage, introPage } from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

/** The 文章 detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). */
export const ARTICLE_PAGE = introPage({ title: '文章详情', route: Routes.article, trackType: 'ARTICLE' }, (detail, ctx) => (
  <DetailBody html={detail.content} title={detail.title} locked={ctx.locked} />
))

export default function ArticlePage() {
  return <EntityDetailPage page={ARTICLE_PAGE} />
}
