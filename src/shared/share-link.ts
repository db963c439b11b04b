/** Who a shared link is credited to: the attribution every shared link and poster code carries. */
interface ShareAttribution {
  /** The promoter the visit counts for (utm_scid). */
  scid?: string | null
  /** The sharer's account id (utm_uid). */
  uid?: string | number | null
  /** How the link travels (utm_source); default 'share'. */
  source?: string | null
  /** The shared content's id (utm_entity_data_id). */
  entityId?: number | null
}

const ATTRIBUTION_KEYS = ['utm_scid', 'utm_uid', 'utm_source', 'utm_entity_data_id'] as const

/**
 * An in-app path with its attribution: utm_scid names the promoter a visit counts for, utm_uid the sharer and
 * utm_entity_data_id the content; any attribution the path already had is replaced. The app's share links and the
 * server's poster codes are both made here, so a visit through either is credited the same way.
 */
export function withAttribution(path: string, a: ShareAttribution): string {
  const [base, query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  for (const key of ATTRIBUTION_KEYS) params.delete(key)
  if (a.scid) params.set('utm_scid', a.scid)
  params.set('utm_source', a.source || 'share')
  if (a.uid) params.set('utm_uid', String(a.uid))
  if (a.entityId) params.set('utm_entity_data_id', String(a.entityId))
  return `${base}?${params.toString()}`
}
