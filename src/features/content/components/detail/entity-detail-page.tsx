import React from 'react'
import type { EntityDataDetail } from '../../../../../types/contract'
import { useIdParam } from '@/hooks/use-params'
import { getEntityDataDetail } from '@/features/content/api'
import { DetailScreen, type DetailContext } from './detail-screen'
import { useContentDetail } from './use-content-detail'

interface EntityDetailPageProps {
  /** Page title while loading and for errors. */
  title: string
  /** The detail route, for share paths. */
  route: string
  /** The content type this page shows (and tracks its view as). */
  trackType: string
  children: (detail: EntityDataDetail, ctx: DetailContext<EntityDataDetail>) => React.ReactNode
}

/**
 * A content detail page read by the `id` query (article, case, material, product, video): loads the
 * entity, tracks the view and gives the page its body to compose.
 */
export function EntityDetailPage({ title, route, trackType, children }: EntityDetailPageProps) {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType })
  return (
    <DetailScreen title={title} id={id} state={state} route={route}>
      {children}
    </DetailScreen>
  )
}
