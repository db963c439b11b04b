import { usePullDownRefresh, useReachBottom, stopPullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Page } from '../../types/contract'

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
}

/**
 * Page-based infinite paging (spec §4): page 1 first, then page = number + 2 until last is true.
 * A new key (category, search) starts over; stale answers are dropped.
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<Page<T>>, deps: unknown[], options: PagedListOptions = {}): PagedListState<T> {
  const { enabled = true, pageEvents = true } = options
  const [items, setItemsState] = useState<T[]>([])
  const [loading, setLoading] = useState(enabled)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const [moreError, setMoreError] = useState<Error | null>(null)
  const [last, setLast] = useState(false)
  const nextPage = useRef(1)
  const seq = useRef(0)
  const busy = useRef(false)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

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
        const result = await fetchRef.current(page)
        if (id !== seq.current) return
        const content = Array.isArray(result?.content) ? result.content : []
        setItemsState(prev => (reset ? content : prev.concat(content)))
        const number = typeof result?.number === 'number' ? result.number : page - 1
        nextPage.current = number + 2
        setLast(result?.last !== false || content.length === 0)
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
