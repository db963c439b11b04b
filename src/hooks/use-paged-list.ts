import { usePullDownRefresh, useReachBottom, stopPullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Page } from '../../types/contract'
import { takeSeed, type QueryKey } from './use-query'

export interface PagedListState<T> {
  items: T[]
  /** First page loading. */
  loading: boolean
  loadingMore: boolean
  error: Error | null
  /** An error while loading a further page (the items stay). */
  moreError: Error | null
  last: boolean
  refresh: () => Promise<void>
  loadMore: () => Promise<void>
  setItems: (update: (items: T[]) => T[]) => void
}

interface PagedListOptions {
  enabled?: boolean
  /** Wire the page's reach-bottom and pull-down events (default true; off for lists inside tabs that manage it). */
  pageEvents?: boolean
  /** The list's query (src/shared/query-keys.ts): a first page seeded under it (a painted list) is shown with no request. */
  key?: QueryKey
}

/** The part of a page answer the list reads (a caller may build it from an answer of another shape). */
export type PageAnswer<T> = Pick<Page<T>, 'content' | 'number' | 'last'>

/** What a page answer says: its items, the next page to ask for, and whether it was the last. */
function readPage<T>(result: PageAnswer<T> | undefined, page: number): { content: T[]; next: number; last: boolean } {
  const content = Array.isArray(result?.content) ? result.content : []
  const number = typeof result?.number === 'number' ? result.number : page - 1
  return { content, next: number + 2, last: result?.last !== false || content.length === 0 }
}

/**
 * Page-based infinite paging (spec §4): page 1 first, then page = number + 2 until last is true.
 * A new key (category, search) starts over; stale answers are dropped. A first page the painted page
 * shipped (`key`) is shown on the first render with no request; refresh and paging ask the API.
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<PageAnswer<T>>, deps: unknown[], options: PagedListOptions = {}): PagedListState<T> {
  const { enabled = true, pageEvents = true, key } = options
  const [seed] = useState(() => {
    const shipped = enabled && key ? takeSeed<Page<T>>(key) : undefined
    return shipped ? readPage(shipped, 1) : null
  })
  const [items, setItemsState] = useState<T[]>(() => seed?.content ?? [])
  const [loading, setLoading] = useState(enabled && !seed)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const [moreError, setMoreError] = useState<Error | null>(null)
  const [last, setLast] = useState(!!seed?.last)
  const nextPage = useRef(seed?.next ?? 1)
  const seeded = useRef(!!seed)
  const seq = useRef(0)
  const busy = useRef(false)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const keyRef = useRef(key)
  keyRef.current = key

  const load = useCallback(
    async (reset: boolean) => {
      if (!enabled) {
        setLoading(false)
        return
      }
      if (!reset && busy.current) return
      const id = reset ? ++seq.current : seq.current
      busy.current = true
      const page = reset ? 1 : nextPage.current
      if (reset) {
        setLoading(true)
        setError(null)
      } else setLoadingMore(true)
      setMoreError(null)
      try {
        // (a list enabled after its first render, e.g. once its category is checked, still takes its seed)
        const shipped = reset && keyRef.current ? takeSeed<Page<T>>(keyRef.current) : undefined
        const result = readPage(shipped || (await fetchRef.current(page)), page)
        if (id !== seq.current) return
        setItemsState(prev => (reset ? result.content : prev.concat(result.content)))
        nextPage.current = result.next
        setLast(result.last)
      } catch (e) {
        if (id !== seq.current) return
        const err = e instanceof Error ? e : new Error(String(e))
        if (reset) setError(err)
        else setMoreError(err)
      } finally {
        if (id === seq.current) {
          busy.current = false
          setLoading(false)
          setLoadingMore(false)
        }
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps (usePagedList(fetcher, deps)); the fetcher is read from a ref
    [enabled, ...deps]
  )

  useEffect(() => {
    // The seeded first page is on screen already: nothing to ask until a new filter, a refresh or the next page.
    if (seeded.current) return void (seeded.current = false)
    setItemsState([])
    setLast(false)
    nextPage.current = 1
    busy.current = false
    void load(true)
  }, [load])

  const loadMore = useCallback(async () => {
    if (last || loading || error) return
    await load(false)
  }, [last, loading, error, load])

  const refresh = useCallback(() => load(true), [load])

  useReachBottom(() => {
    if (pageEvents) void loadMore()
  })
  usePullDownRefresh(() => {
    if (!pageEvents) return
    void load(true).finally(() => {
      try {
        stopPullDownRefresh()
      } catch {
        // not a pull-down page
      }
    })
  })

  const setItems = useCallback((update: (items: T[]) => T[]) => setItemsState(update), [])

  return { items, loading, loadingMore, error, moreError, last, refresh, loadMore, setItems }
}
