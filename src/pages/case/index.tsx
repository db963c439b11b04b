import React from 'react'
import { getEntityDataDetail } from '@/features/content/api'
import { DetailBody, DetailCover, DetailHeader, DetailScreen, DetailSection, MetadataTable, useContentDetail } from '@/features/content/components'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

export default function CasePage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: 'CUSTOMER_CASE' })
  return (
    <DetailScreen title='案例详情' id={id} state={state} route={Routes.case}>
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
    </DetailScreen>
  )
}
