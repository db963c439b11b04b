import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import type { Query } from '@/services/http/client'
import { buildQuery } from '@/services/http/client'
import type { TrackingParams } from '@/services/tracking-params'
import { useStores } from '@/stores/context'

/** The query string of a shared page: the page's own query with the visitor's tracking params on top. */
export function shareQuery(query: Query = {}, trackParams: TrackingParams = {}): string {
  return buildQuery({ ...query, ...trackParams })
}

/**
 * The path a shared link opens: page path, its query, and the tracking params (spec §3 utm keys) so
 * visits through the link are attributed. Pure: shareable from any page or test.
 */
export function sharePath(path: string, query: Query = {}, trackParams: TrackingParams = {}): string {
  const qs = shareQuery(query, trackParams)
  return qs ? `${path}?${qs}` : path
}

interface PageShare {
  title: string
  path: string
  query?: Query
  imageUrl?: string
}

/** Share to friends and timeline (where the platform has a share menu) with tracking params carried. */
export function usePageShare(share: PageShare): void {
  const { session } = useStores()
  useShareAppMessage(() => ({
    title: share.title,
    path: sharePath(share.path, share.query, session.trackParams),
    imageUrl: share.imageUrl
  }))
  useShareTimeline(() => ({
    title: share.title,
    query: shareQuery(share.query, session.trackParams),
    imageUrl: share.imageUrl
  }))
}
