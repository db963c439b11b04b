import { safeDecode } from '@/utils/params'
import { parseId } from '@/shared/ids'
import { readStorage, StorageKey, writeStorage } from './storage'

export { safeDecode }

/** The only query keys kept as tracking params (spec §5). */
const UTM_KEYS = [StorageKey.UTM_SCID, StorageKey.UTM_UID, StorageKey.UTM_SOURCE, StorageKey.UTM_ENTITY_DATA_ID] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type TrackingParams = Partial<Record<UtmKey, string>>

const MAX_VALUE_LENGTH = 200

/** Picks the four utm keys out of a query; other keys and over-long or markup values are ignored. */
export function pickTrackingParams(query: Record<string, unknown>): TrackingParams {
  const picked: TrackingParams = {}
  for (const key of UTM_KEYS) {
    const value = safeDecode(query[key]).trim()
    if (!value || value.length > MAX_VALUE_LENGTH || /[<>"'`]/.test(value)) continue
    picked[key] = value
  }
  return picked
}

/** ocuid is accepted only when it is a plain positive integer (spec §5); a query value is decoded first. */
export function parseOcuid(value: unknown): number | null {
  return parseId(safeDecode(value))
}

/** Stores the tracking params found in a query; returns all stored ones. */
export function rememberTrackingParams(query: Record<string, unknown>): TrackingParams {
  const picked = pickTrackingParams(query)
  for (const key of Object.keys(picked) as UtmKey[]) writeStorage(key, picked[key])
  return storedTrackingParams()
}

export function storedTrackingParams(): TrackingParams {
  const stored: TrackingParams = {}
  for (const key of UTM_KEYS) {
    const value = readStorage<string>(key)
    if (value) stored[key] = String(value)
  }
  return stored
}

/** The "<product>-Track" header value: the tracking values as a query string. */
export function trackHeaderValue(params: TrackingParams, ocuid: number | null): string {
  const parts = UTM_KEYS.filter(k => params[k]).map(k => `${k}=${encodeURIComponent(params[k] as string)}`)
  if (ocuid) parts.push(`ocuid=${ocuid}`)
  return parts.join('&')
}

/** The header every API call carries the tracking values in (spec §5). */
export interface TrackHeader {
  name: string
  value: string
}

/** "<product>-Track": the company's product name (else the build's) in letters, digits and dashes. */
export function trackHeaderName(productName?: string | null): string {
  const product = (productName || (typeof PRODUCT_NAME === 'string' ? PRODUCT_NAME : 'Marketing')).replace(/[^A-Za-z0-9-]/g, '')
  return `${product || 'Marketing'}-Track`
}

/** The "<product>-Track" header for the tracking values, or null with nothing to track. */
export function trackHeader(params: TrackingParams, ocuid: number | null, productName?: string | null): TrackHeader | null {
  const value = trackHeaderValue(params, ocuid)
  return value ? { name: trackHeaderName(productName), value } : null
}
