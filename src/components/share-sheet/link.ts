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
  const [base, query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  for (const key of ['utm_scid', 'utm_uid', 'utm_source', 'utm_entity_data_id'] as const) params.delete(key)
  if (carried.utm_scid) params.set('utm_scid', carried.utm_scid)
  params.set('utm_source', carried.utm_source || 'share')
  const uid = options.sharerId ? String(options.sharerId) : carried.utm_uid
  if (uid) params.set('utm_uid', uid)
  if (options.entityId) params.set('utm_entity_data_id', String(options.entityId))
  const qs = params.toString()
  return qs ? `${base}?${qs}` : base
}
