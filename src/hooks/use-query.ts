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

interface Entry {
  key: QueryKey
  data: unknown
  has: boolean
  error: Error | null
  /** The newest request for this key; an answer from an older one is dropped. */
  inFlight: Promise<void> | null
  seq: number
  /** Seeded (boot data, initialData) and not used yet: the next mount shows it without a request. */
  fresh: boolean
  /** Bumped on every change, so a hook that subscribed after a change knows it missed it. */
  version: number
  subscribers: Set<Subscriber>
}

interface Subscriber {
  notify: () => void
  /** The mounted hook's current fetcher, or null while it is disabled (invalidation refetches through it). */
  fetcher: () => (() => Promise<unknown>) | null
}

// Entries nobody shows are kept for back navigation and remounts, up to this many (oldest dropped first).
const MAX_IDLE_ENTRIES = 100
const cache = new Map<string, Entry>()

const hashOf = (key: QueryKey) => JSON.stringify(key)

function entryFor(key: QueryKey): Entry {
  const hash = hashOf(key)
  let entry = cache.get(hash)
  if (!entry) {
    entry = { key, data: undefined, has: false, error: null, inFlight: null, seq: 0, fresh: false, version: 0, subscribers: new Set() }
    cache.set(hash, entry)
    prune()
  }
  return entry
}

function prune(): void {
  let excess = cache.size - MAX_IDLE_ENTRIES
  for (const [hash, entry] of cache) {
    if (excess <= 0) return
    if (entry.subscribers.size === 0 && !entry.inFlight) {
      cache.delete(hash)
      excess--
    }
  }
}

function notify(entry: Entry): void {
  entry.version++
  entry.subscribers.forEach(s => s.notify())
}

/** Starts a request for the entry, or joins the one in flight unless `force` (a reload after a write). */
function fetchEntry(entry: Entry, fetcher: () => Promise<unknown>, force: boolean): Promise<void> {
  if (entry.inFlight && !force) return entry.inFlight
  const id = ++entry.seq
  entry.error = null
  entry.fresh = false
  const request = (async () => {
    let settle: () => void
    try {
      const value = await fetcher()
      settle = () => {
        entry.data = value
        entry.has = true
      }
    } catch (e) {
      settle = () => {
        entry.error = e instanceof Error ? e : new Error(String(e))
      }
    }
    if (id !== entry.seq) return
    settle()
    entry.inFlight = null
    // The answer and the end of loading render together (as a transition while the painted view is up).
    updateBehindPaint(() => notify(entry))
  })()
  entry.inFlight = request
  notify(entry)
  return request
}

/**
 * Puts an answer known without a request into the cache (the boot data shipped with a painted page):
 * the first screen that asks for `key` renders it at once, with no request and no loading state.
 */
export function seedQuery<T>(key: QueryKey, data: T): void {
  const entry = entryFor(key)
  if (entry.has || entry.inFlight) return
  entry.data = data
  entry.has = true
  entry.fresh = true
}

/**
 * Marks every cached answer whose key starts with `prefix` as out of date after a write: screens showing
 * one load it again now (keeping what they show until the answer), the others on their next mount.
 */
export function invalidateQueries(prefix: QueryKey): void {
  const whole = hashOf(prefix)
  const head = whole.slice(0, -1) + ','
  cache.forEach((entry, hash) => {
    if (prefix.length > 0 && hash !== whole && !hash.startsWith(head)) return
    entry.fresh = false
    for (const s of entry.subscribers) {
      const fetcher = s.fetcher()
      if (fetcher) {
        void fetchEntry(entry, fetcher, true)
        return
      }
    }
  })
}

/** Forgets every cached answer (tests; a change of account). */
export function clearQueryCache(): void {
  cache.clear()
}

/**
 * Loads data for a screen with loading, error and data states, through a cache shared by key: screens
 * asking for one key at once share one request, a remount shows the cached answer at once while it asks
 * again, a seeded answer (`initialData`, boot data) is shown with no request. Answers that arrive after a
 * newer request for the key are dropped.
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions<T> = {}): QueryState<T> {
  const { enabled = true, refetchOnShow = false, initialData } = options
  const entry = entryFor(key)
  if (initialData !== undefined) seedQuery(key, initialData)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher
  const enabledRef = useRef(enabled)
  enabledRef.current = enabled
  // The entry this hook's mount effect has run for: until then a request is about to start (unless seeded).
  const started = useRef<Entry | null>(null)
  const shownOnce = useRef(false)
  const renderedVersion = entry.version

  useEffect(() => {
    const subscriber: Subscriber = { notify: rerender, fetcher: () => (enabledRef.current ? fetcherRef.current : null) }
    entry.subscribers.add(subscriber)
    started.current = enabled ? entry : null
    if (enabled) {
      if (entry.fresh && entry.has) entry.fresh = false
      else void fetchEntry(entry, () => fetcherRef.current(), false)
    }
    if (entry.version !== renderedVersion) rerender()
    return () => {
      entry.subscribers.delete(subscriber)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per key (the entry) and enabled; the version is only compared
  }, [entry, enabled])

  const reload = useCallback(() => (enabledRef.current ? fetchEntry(entry, () => fetcherRef.current(), true) : Promise.resolve()), [entry])

  useDidShow(() => {
    if (!shownOnce.current) {
      shownOnce.current = true
      return
    }
    if (refetchOnShow && enabledRef.current) void fetchEntry(entry, () => fetcherRef.current(), false)
  })

  const setData = useCallback(
    (update: T | ((prev: T | undefined) => T)) => {
      const prev = entry.has ? (entry.data as T) : undefined
      entry.data = typeof update === 'function' ? (update as (p: T | undefined) => T)(prev) : update
      entry.has = true
      notify(entry)
    },
    [entry]
  )

  const aboutToFetch = started.current !== entry && !(entry.fresh && entry.has)
  const loading = enabled && (entry.inFlight !== null || aboutToFetch)
  // A new key (another tab, filter) keeps the last answer on screen until its own arrives, as a reload does.
  const shown = useRef<{ data: T | undefined }>({ data: undefined })
  if (entry.has || !loading) shown.current.data = entry.has ? (entry.data as T) : undefined
  return {
    data: shown.current.data,
    error: entry.error,
    loading,
    reload,
    setData
  }
}
