import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { updateBehindPaint } from '@/services/platform/first-paint'
import type { BootQuery, QueryKey } from '@/shared/query-keys'

/**
 * What a query's answer depends on: the endpoint (its api.ts function name) and its parameters, e.g.
 * `['getArticle', id]`, plus anything else the answer depends on (the account for personal data).
 * Equal keys (by JSON) share one cache entry; `invalidateQueries(['getFavourites'])` matches by prefix.
 * Keys of data a painted page ships are built in src/shared/query-keys.ts (the server builds them too).
 */
export type { QueryKey }

export interface QueryState<T> {
  data: T | undefined
  error: Error | null
  loading: boolean
  /** Loads again, keeping the current data on screen until the answer arrives. */
  reload: () => Promise<void>
  /** Replaces the cached answer (every screen showing this key sees it), e.g. after a write. */
  setData: (update: T | ((prev: T | undefined) => T)) => void
}

interface QueryOptions {
  /** false skips loading (e.g. a missing id). */
  enabled?: boolean
  /** Refetch each time the page is shown again (detail pages, spec §4). */
  refetchOnShow?: boolean
}

type Fetcher = () => Promise<unknown>

interface Entry {
  data?: unknown
  has?: boolean
  error?: Error | null
  /** The newest request for this key (an answer from an older one is dropped: `seq`). */
  inFlight?: Promise<void> | null
  /** Requests made; 0 with data = seeded from the boot data and not used yet: the next mount shows it without a request. */
  seq: number
  /** Bumped on every change, so a hook that subscribed after a change knows it missed it. */
  v: number
  /** The re-renders of the mounted hooks showing it. */
  subs: Set<() => void>
  /** The fetcher of the last enabled hook that rendered it (invalidation refetches through it). */
  fetcher?: Fetcher
}

// Kept for back navigation and remounts, for the page's lifetime (a session visits tens of keys, not thousands).
const cache = new Map<string, Entry>()

const notify = (entry: Entry) => (entry.v++, entry.subs.forEach(rerender => rerender()))

/** Starts a request for the entry, or joins the one in flight unless `force` (a reload after a write). */
function fetchEntry(entry: Entry, fetcher: Fetcher, force?: boolean): Promise<void> {
  if (entry.inFlight && !force) return entry.inFlight
  const id = ++entry.seq
  entry.error = null
  const done = (has: boolean, value: unknown) => {
    if (id !== entry.seq) return
    // (the API client rejects with its Error subclasses; ErrorView shows any value)
    if (has) {
      entry.data = value
      entry.has = true
    } else entry.error = value as Error
    entry.inFlight = null
    // The answer and the end of loading render together (as a transition while the painted view is up).
    updateBehindPaint(() => notify(entry))
  }
  const request = fetcher().then(
    value => done(true, value),
    e => done(false, e)
  )
  entry.inFlight = request
  notify(entry)
  return request
}

/**
 * Marks every cached answer whose key starts with `prefix` as out of date after a write: screens showing
 * one load it again now (keeping what they show until the answer), the others on their next mount.
 */
export function invalidateQueries(prefix: QueryKey): void {
  const whole = JSON.stringify(prefix)
  cache.forEach((entry, hash) => {
    // (a string prefix matches too: ['getFav'] reloads ['getFavourites', 1], one request more than needed)
    if (!hash.startsWith(whole.slice(0, -1))) return
    entry.seq ||= 1
    if (entry.subs.size && entry.fetcher) void fetchEntry(entry, entry.fetcher, true)
  })
}

/**
 * Seeds the cache with the answers a painted page shipped (boot data `queries`, once at start): the first
 * mount of each key shows its answer with no request and no loading state; reload, refetchOnShow and
 * invalidation ask the API as usual. A key already cached keeps its entry.
 */
export function seedQueries(seeds: readonly BootQuery[]): void {
  for (const { key, data } of seeds) {
    const hash = JSON.stringify(key)
    if (!cache.has(hash)) cache.set(hash, { data, has: true, seq: 0, v: 0, subs: new Set() })
  }
}

/** A seeded answer no hook has shown yet, handed out once (a paged list's first page), else undefined. */
export function takeSeed<T>(key: QueryKey): T | undefined {
  const hash = JSON.stringify(key)
  const entry = cache.get(hash)
  if (!entry?.has || entry.seq) return undefined
  cache.delete(hash)
  return entry.data as T
}

/** Forgets every cached answer (tests). */
export function clearQueryCache(): void {
  cache.clear()
}

/**
 * Loads data for a screen with loading, error and data states, through a cache shared by key: screens
 * asking for one key at once share one request, a remount shows the cached answer at once while it asks
 * again, a seeded answer (seedQueries) is shown with no request. Answers that arrive after a newer request
 * for the key are dropped; a new key keeps the last answer on screen until its own arrives.
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions = {}): QueryState<T> {
  const { enabled = true, refetchOnShow } = options
  const hash = JSON.stringify(key)
  let entry = cache.get(hash)
  if (!entry) cache.set(hash, (entry = { seq: 0, v: 0, subs: new Set() }))
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const live = useRef<Fetcher | null>(null)
  live.current = enabled ? fetcher : null
  if (enabled) entry.fetcher = fetcher
  const ref = useRef<{ started?: Entry | null; shown?: T; seen?: boolean }>({}).current
  const version = entry.v

  useEffect(() => {
    entry.subs.add(rerender)
    ref.started = enabled ? entry : null
    if (enabled) {
      if (entry.has && !entry.seq) entry.seq = 1
      else void fetchEntry(entry, () => live.current!())
    }
    // (an answer may have come between this render and now)
    if (entry.v !== version) rerender()
    return () => void entry.subs.delete(rerender)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per key (its entry) and enabled; the version is only compared
  }, [entry, enabled])

  const reload = useCallback(() => (live.current ? fetchEntry(entry, live.current, true) : Promise.resolve()), [entry])

  useDidShow(() => {
    if (ref.seen && refetchOnShow && live.current) void fetchEntry(entry, live.current)
    ref.seen = true
  })

  const setData = useCallback(
    (update: T | ((prev: T | undefined) => T)) => {
      entry.data = typeof update === 'function' ? (update as (p: T | undefined) => T)(entry.has ? (entry.data as T) : undefined) : update
      entry.has = true
      notify(entry)
    },
    [entry]
  )

  const loading = enabled && (!!entry.inFlight || (ref.started !== entry && !(entry.has && !entry.seq)))
  // A new key (another tab, filter) keeps the last answer on screen until its own arrives, as a reload does.
  if (entry.has || !loading) ref.shown = entry.data as T | undefined
  return { data: ref.shown, error: entry.error || null, loading, reload, setData }
}
