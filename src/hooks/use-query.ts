import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { updateBehindPaint } from '@/services/platform/first-paint'

/**
 * What a query's answer depends on: the endpoint (its api.ts function name) and its parameters, e.g.
 * `['getArticle', id]`, plus anything else the answer depends on (the account for personal data).
 * Equal keys (by JSON) share one cache entry; `invalidateQueries(['getFavourites'])` matches by prefix.
 */
export type QueryKey = readonly unknown[]

export interface QueryState<T> {
  data: T | undefined
  error: Error | null
  loading: boolean
  /** Loads again, keeping the current data on screen until the answer arrives. */
  reload: () => Promise<void>
  /** Replaces the cached answer (every screen showing this key sees it), e.g. after a write. */
  setData: (update: T | ((prev: T | undefined) => T)) => void
}

interface QueryOptions<T> {
  /** false skips loading (e.g. a missing id). */
  enabled?: boolean
  /** Refetch each time the page is shown again (detail pages, spec §4). */
  refetchOnShow?: boolean
  /** An answer already known (shipped with the page): the first render shows it and no request is made. */
  initialData?: T
}

type Fetcher = () => Promise<unknown>

interface Entry {
  data?: unknown
  has?: boolean
  error?: Error | null
  /** The newest request for this key (an answer from an older one is dropped: `seq`). */
  inFlight?: Promise<void> | null
  seq: number
  /** Seeded by initialData and not used yet: the next mount shows it without a request. */
  fresh?: boolean
  /** Bumped on every change, so a hook that subscribed after a change knows it missed it. */
  v: number
  /** Mounted hooks: their re-render, and their fetcher while enabled (invalidation refetches through it). */
  subs: Set<{ notify: () => void; fetcher: () => Fetcher | null }>
}

// Kept for back navigation and remounts, for the page's lifetime (a session visits tens of keys, not thousands).
const cache = new Map<string, Entry>()

const notify = (entry: Entry) => (entry.v++, entry.subs.forEach(s => s.notify()))

/** Starts a request for the entry, or joins the one in flight unless `force` (a reload after a write). */
function fetchEntry(entry: Entry, fetcher: Fetcher, force?: boolean): Promise<void> {
  if (entry.inFlight && !force) return entry.inFlight
  const id = ++entry.seq
  entry.error = null
  entry.fresh = false
  const done = (has: boolean, value: unknown) => {
    if (id !== entry.seq) return
    if (has) {
      entry.data = value
      entry.has = true
    } else entry.error = value instanceof Error ? value : new Error(String(value))
    entry.inFlight = null
    // The answer and the end of loading render together (as a transition while the painted view is up).
    updateBehindPaint(() => notify(entry))
  }
  // (a fetcher that throws at once fails like one that rejects)
  const request = new Promise(resolve => resolve(fetcher())).then(
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
    if (prefix.length && hash !== whole && !hash.startsWith(whole.slice(0, -1) + ',')) return
    entry.fresh = false
    const fetcher = [...entry.subs].map(s => s.fetcher()).find(Boolean)
    if (fetcher) void fetchEntry(entry, fetcher, true)
  })
}

/** Forgets every cached answer (tests). */
export function clearQueryCache(): void {
  cache.clear()
}

/**
 * Loads data for a screen with loading, error and data states, through a cache shared by key: screens
 * asking for one key at once share one request, a remount shows the cached answer at once while it asks
 * again, `initialData` is shown with no request. Answers that arrive after a newer request for the key
 * are dropped; a new key keeps the last answer on screen until its own arrives.
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions<T> = {}): QueryState<T> {
  const { enabled = true, refetchOnShow, initialData } = options
  const hash = JSON.stringify(key)
  let entry = cache.get(hash)
  if (!entry) cache.set(hash, (entry = { seq: 0, v: 0, subs: new Set() }))
  if (initialData !== undefined && !entry.has && !entry.inFlight) {
    entry.data = initialData
    entry.has = entry.fresh = true
  }
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const live = useRef<Fetcher | null>(null)
  live.current = enabled ? fetcher : null
  const ref = useRef<{ started?: Entry | null; shown?: T; seen?: boolean }>({}).current
  const version = entry.v

  useEffect(() => {
    const sub = { notify: rerender, fetcher: () => live.current }
    entry.subs.add(sub)
    ref.started = enabled ? entry : null
    if (enabled) {
      if (entry.fresh && entry.has) entry.fresh = false
      else void fetchEntry(entry, () => live.current!())
    }
    // (an answer may have come between this render and now)
    if (entry.v !== version) rerender()
    return () => void entry.subs.delete(sub)
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

  const loading = enabled && (!!entry.inFlight || (ref.started !== entry && !(entry.fresh && entry.has)))
  // A new key (another tab, filter) keeps the last answer on screen until its own arrives, as a reload does.
  if (entry.has || !loading) ref.shown = entry.data as T | undefined
  return { data: ref.shown, error: entry.error || null, loading, reload, setData }
}
