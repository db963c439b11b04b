import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import type { PromoterRow } from './accounts'

/** The "<product>-Track" header (any header whose name ends in "-track") as a query string. */
export function trackHeader(req: FastifyRequest): string | null {
  for (const [name, v] of Object.entries(req.headers)) {
    if (name.toLowerCase().endsWith('-track') && v) return (Array.isArray(v) ? v[0] : v).slice(0, 1000)
  }
  return null
}

/** The promoter named by utm_scid in the track header or in `properties`, if any. */
export function promoterFromTrack(db: Db, track: string | null, properties?: Record<string, unknown> | null): PromoterRow | undefined {
  let scid: string | null = null
  if (track) scid = new URLSearchParams(track).get('utm_scid')
  if (!scid && properties && typeof properties.utm_scid === 'string') scid = properties.utm_scid
  if (!scid) return undefined
  return db.prepare('SELECT * FROM promoters WHERE scid = ?').get(scid.slice(0, 64)) as PromoterRow | undefined
}
