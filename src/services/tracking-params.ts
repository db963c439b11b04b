import { readStorage, StorageKey, writeStorage } from './storage'

/** The only query keys kept as tracking params (SPEC §5). */
export const UTM_KEYS = [StorageKey.UTM_SCID, StorageKey.UTM_UID, StorageKey.UTM_SOURCE, StorageKey.UTM_ENTITY_DATA_ID] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type TrackingParams = Partial<Record<UtmKey, string>>

const MAX_VALUE_LENGTH = 200

/** Decodes a query value once; a malformed escape leaves the raw text. */
export function safeDecode(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

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

/** ocuid is accepted only when it is a plain positive integer (SPEC §5). */
export function parseOcuid(value: unknown): number | null {
  const text = safeDecode(value).trim()
  if (!/^\d{1,15}$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) && n > 0 ? n : null
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
