import type React from 'react'
import type { EntityDataDetail } from '../../../../../types/contract'
import type { DetailContext } from './detail-screen'

/**
 * One content type's detail page: its title while loading, its route (share paths), the type it tracks, and the body
 * it draws. The app's EntityDetailPage and the server's painted view (src/ssr/views.tsx) draw the same object.
 */
export interface DetailPageSpec<T extends EntityDataDetail = EntityDataDetail> {
  title: string
  route: string
  trackType: string
  body: (detail: T, ctx: DetailContext<T>) => React.ReactNode
  /** The main bottom-bar action; default: the buy button for locked content. */
  action?: (detail: T, ctx: DetailContext<T>) => React.ReactNode
  /** The favourite star; off where the type has its own collection. */
  star?: boolean
  /** Extra bottom-bar buttons before share (course collection). */
  extraButtons?: (detail: T, ctx: DetailContext<T>) => React.ReactNode
}
