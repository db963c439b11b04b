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
  error: Error | null
  /** The newest request for this key (an answer from an older one is dropped: `seq`). */
  inFlight: Promise<void> | null
  seq: number
  /** Seeded by initialData and not used yet: the next mount shows it without a request. */
  fresh?: boolean
  /** Bumped on every change, so a hook that subscribed after a change knows it missed it. */
  version: number
  /** Mounted hooks: their re-render, and their fetcher while enabled (invalidation refetches through it). */
  subscribers: Set<{ notify: () => void; fetcher: () => Fetcher | null }>
}

// Entries are kept for back navigation and remounts; past this many the oldest goes.
const MAX_ENTRIES = 100
const cache = new Map<string, Entry>()

function entryFor(key: QueryKey): Entry {
  const hash = JSON.stringify(key)
  let entry = cache.get(hash)
  if (!entry) {
    cache.set(hash, (entry = { error: null, inFlight: null, seq: 0, version: 0, subscribers: new Set() }))
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
  }
  return entry
}

function notify(entry: Entry): void {
  entry.version++
  entry.subscribers.forEach(s => s.notify())
}

/** Starts a request for the entry, or joins the one in flight unless `force` (a reload after a write). */
function fetchEntry(entry: Entry, fetcher: Fetcher, force: boolean): Promise<void> {
  if (entry.inFlight && !force) return entry.inFlight
  const id = ++entry.seq
  entry.error = null
  entry.fresh = false
  const done = (update: () => void) => {
    if (id !== entry.seq) return
    update()
    entry.inFlight = null
    // The answer and the end of loading render together (as a transition while the painted view is up).
    updateBehindPaint(() => notify(entry))
  }
  let answer: Promise<unknown>
  try {
    answer = fetcher()
  } catch (e) {
    answer = Promise.reject(e)
  }
  const request = answer.then(
    value =>
      done(() => {
        entry.data = value
        entry.has = true
      }),
    (e: unknown) => done(() => (entry.error = e instanceof Error ? e : new Error(String(e))))
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
    for (const s of entry.subscribers) {
      const fetcher = s.fetcher()
      if (fetcher) return void fetchEntry(entry, fetcher, true)
    }
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
  const { enabled = true, refetchOnShow = false, initialData } = options
  const entry = entryFor(key)
  if (initialData !== undefined && !entry.has && !entry.inFlight) {
    entry.data = initialData
    entry.has = entry.fresh = true
  }
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const live = useRef({ fetcher: fetcher as Fetcher, enabled })
  live.current = { fetcher, enabled }
  const current: () => Fetcher | null = () => (live.current.enabled ? live.current.fetcher : null)
  // The entry this hook's mount effect has run for: until then a request is about to start (unless seeded).
  const started = useRef<Entry | null>(null)
  const shownOnce = useRef(false)
  const shown = useRef<T | undefined>(undefined)
  const renderedVersion = entry.version

  useEffect(() => {
    const subscriber = { notify: rerender, fetcher: current }
    entry.subscribers.add(subscriber)
    started.current = enabled ? entry : null
    if (enabled) {
      if (entry.fresh && entry.has) entry.fresh = false
      else void fetchEntry(entry, () => live.current.fetcher(), false)
    }
    if (entry.version !== renderedVersion) rerender()
    return () => void entry.subscribers.delete(subscriber)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per key (the entry) and enabled; the version is only compared
  }, [entry, enabled])

  const reload = useCallback(() => {
    const f = current()
    return f ? fetchEntry(entry, f, true) : Promise.resolve()
  }, [entry])

  useDidShow(() => {
    const f = current()
    if (shownOnce.current && refetchOnShow && f) void fetchEntry(entry, f, false)
    shownOnce.current = true
  })

  const setData = useCallback(
    (update: T | ((prev: T | undefined) => T)) => {
      entry.data = typeof update === 'function' ? (update as (p: T | undefined) => T)(entry.has ? (entry.data as T) : undefined) : update
      entry.has = true
      notify(entry)
    },
    [entry]
  )

  const loading = enabled && (!!entry.inFlight || (started.current !== entry && !(entry.fresh && entry.has)))
  if (entry.has || !loading) shown.current = entry.data as T | undefined
  return { data: shown.current, error: entry.error, loading, reload, setData }
}
