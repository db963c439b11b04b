import React from 'react'
import { DetailBody, DetailCover, DetailHeader, DetailSection, EntityDetailPage, MetadataTable } from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

export default function CasePage() {
  return (
    <EntityDetailPage title='案例详情' route={Routes.case} trackType='CUSTOMER_CASE'>
      {(detail, ctx) => (
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
      )}
    </EntityDetailPage>
  )
}
