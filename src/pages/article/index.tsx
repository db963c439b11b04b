import React from 'react'
import { getEntityDataDetail } from '@/features/content/api'
import { DetailBody, DetailCover, DetailHeader, DetailScreen, useContentDetail } from '@/features/content/components'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

export default function ArticlePage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: 'ARTICLE' })
  return (
    <DetailScreen title='文章详情' id={id} state={state} route={Routes.article}>
      {(detail, ctx) => (
        <>
          <DetailCover src={detail.cover} alt={detail.title} />
          <DetailHeader detail={detail} />
          <DetailBody html={detail.content} locked={ctx.locked} />
        </>
      )}
    </DetailScreen>
  )
}
