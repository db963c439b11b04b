import React from 'react'
import { DetailBody, DetailCover, DetailHeader, DetailSection, EntityDetailPage, MetadataTable, type DetailPageSpec } from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

/** The 案例 detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). */
export const CASE_PAGE: DetailPageSpec = {
  title: '案例详情',
  route: Routes.case,
  trackType: 'CUSTOMER_CASE',
  body: (detail, ctx) => (
    <>
      <DetailCover src={detail.cover} alt={detail.title} />
      <DetailHeader detail={detail} />
      {detail.metadata && detail.metadata.length > 0 && (
        <DetailSection title='客户信息'>
          <MetadataTable fields={detail.metadata} />
        </DetailSection>
      )}
      <DetailBody html={detail.content} locked={ctx.locked} />
    </>
  )
}

export default function CasePage() {
  return <EntityDetailPage page={CASE_PAGE} />
}
