import type React from 'react'
import type { EntityDataDetail } from '../../../../../types/contract'
import type { DetailContext } from './detail-screen'

/**
 * One content type's detail page: its title while loading, its route (share paths), the type it tracks, and the body
 * it draws. The app's EntityDetailPage and the server's painted view (src/ssr/views.tsx) draw the same object.
 */
export interface DetailPageSpec {
  title: string
  route: string
  trackType: string
  body: (detail: EntityDataDetail, ctx: DetailContext<EntityDataDetail>) => React.ReactNode
}
