import { TRACK_PARAMS_CACHE_MS } from './constants'

export interface CacheOptions {
  now?(): number
  ttlMs?: number
}

/**
 * Wraps the company track-params fetcher (GET /api/ca-open/v1/companyAccount/trackParams) so it runs at
 * most once per TRACK_PARAMS_CACHE_MS. Concurrent callers share one request; a failure is not cached
 * and falls back to the last good value when there is one.
 */
export function cachedTrackParams<T>(fetcher: () => Promise<T>, options: CacheOptions = {}): () => Promise<T> {
  const now = options.now || Date.now
  const ttl = options.ttlMs ?? TRACK_PARAMS_CACHE_MS
  let value: { data: T; at: number } | null = null
  let inFlight: Promise<T> | null = null
  return () => {
    if (value && now() - value.at < ttl) return Promise.resolve(value.data)
    if (inFlight) return inFlight
    const stale = value
    inFlight = Promise.resolve()
      .then(fetcher)
      .then(
        data => {
          value = { data, at: now() }
          return data
        },
        error => {
          if (stale) return stale.data
          throw error
        }
      )
      .finally(() => {
        inFlight = null
      })
    return inFlight
  }
}
