import React from 'react'
import { DetailBody, DetailCover, DetailHeader, EntityDetailPage } from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

export default function ArticlePage() {
  return (
    <EntityDetailPage title='文章详情' route={Routes.article} trackType='ARTICLE'>
      {(detail, ctx) => (
        <>
          <DetailCover src={detail.cover} alt={detail.title} />
          <DetailHeader detail={detail} />
          <DetailBody html={detail.content} locked={ctx.locked} />
        </>
      )}
    </EntityDetailPage>
  )
}
