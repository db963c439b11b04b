import React from 'react'
import { DetailBody, DetailSection, EntityDetailPage, introPage, MetadataTable } from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

/** The 案例 detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). */
export const CASE_PAGE = introPage({ title: '案例详情', route: Routes.case, trackType: 'CUSTOMER_CASE' }, (detail, ctx) => (
  <>
    {detail.metadata && detail.metadata.length > 0 && (
      <DetailSection title='客户信息'>
        <MetadataTable fields={detail.metadata} />
      </DetailSection>
    )}
    <DetailBody html={detail.content} title={detail.title} locked={ctx.locked} />
  </>
))

export default function CasePage() {
  return <EntityDetailPage page={CASE_PAGE} />
}
