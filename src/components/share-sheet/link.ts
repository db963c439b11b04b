import { withAttribution } from '@/shared/share-link'
import { storedTrackingParams, type TrackingParams } from '@/services/tracking-params'

interface ShareLinkOptions {
  /** The sharer's account id (utm_uid), so the visit is credited to them. */
  sharerId?: number | null
  /** The shared content's id (utm_entity_data_id). */
  entityId?: number | null
  /** Tracking params already carried (default: the stored ones). */
  carried?: TrackingParams
}

/**
 * An in-app path with the tracking params a shared link carries: the promoter's utm_scid and the
 * original utm_source travel on; utm_uid names the sharer and utm_entity_data_id the content.
 */
export function sharePath(path: string, options: ShareLinkOptions = {}): string {
  const carried = options.carried ?? storedTrackingParams()
  return withAttribution(path, {
    scid: carried.utm_scid,
    source: carried.utm_source,
    uid: options.sharerId || carried.utm_uid,
    entityId: options.entityId
  })
}
