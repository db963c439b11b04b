import React from 'react'
import { useIdParam } from '@/hooks/use-params'
import { getEntityDataDetail } from '@/features/content/api'
import type { DetailPageSpec } from './detail-page'
import { DetailScreen } from './detail-screen'
import { useContentDetail } from './use-content-detail'

/**
 * A content detail page read by the `id` query (article, case, material, product, video): loads the
 * entity, tracks the view and draws the page's body.
 */
export function EntityDetailPage({ page }: { page: DetailPageSpec }) {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: page.trackType })
  return (
    <DetailScreen title={page.title} id={id} state={state} route={page.route} action={page.action} star={page.star} extraButtons={page.extraButtons}>
      {page.body}
    </DetailScreen>
  )
}
