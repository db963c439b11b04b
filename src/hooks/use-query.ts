import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { updateBehindPaint } from '@/services/platform/first-paint'

export interface QueryState<T> {
  data: T | undefined
  error: Error | null
  loading: boolean
  /** Loads again, keeping the current data on screen until the answer arrives. */
  reload: () => Promise<void>
  setData: (update: T | ((prev: T | undefined) => T)) => void
}

interface QueryOptions {
  /** false skips loading (e.g. a missing id). */
  enabled?: boolean
  /** Refetch each time the page is shown again (detail pages, spec §4). */
  refetchOnShow?: boolean
}

/**
 * Loads data for a screen with loading, error and data states. Answers that arrive after a newer
 * request or after unmount are dropped.
 */
export function useQuery<T>(fetcher: () => Promise<T>, deps: unknown[], options: QueryOptions = {}): QueryState<T> {
  const { enabled = true, refetchOnShow = false } = options
  const [data, setDataState] = useState<T | undefined>(undefined)
  const [error, setError] = useState<Error | null>(null)
  const [loading, setLoading] = useState<boolean>(enabled)
  const seq = useRef(0)
  const mounted = useRef(true)
  const shownOnce = useRef(false)
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher

  const run = useCallback(async () => {
    if (!enabled) {
      setLoading(false)
      return
    }
    const id = ++seq.current
    setLoading(true)
    setError(null)
    let settle: () => void
    try {
      const value = await fetcherRef.current()
      settle = () => setDataState(value)
    } catch (e) {
      settle = () => setError(e instanceof Error ? e : new Error(String(e)))
    }
    // The answer and the end of loading render together (as a transition while the painted view is up).
    if (mounted.current && id === seq.current) {
      updateBehindPaint(() => {
        settle()
        setLoading(false)
      })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps (useQuery(fetcher, deps)); the fetcher is read from a ref
  }, [enabled, ...deps])

  useEffect(() => {
    mounted.current = true
    void run()
    return () => {
      mounted.current = false
    }
  }, [run])

  useDidShow(() => {
    if (!shownOnce.current) {
      shownOnce.current = true
      return
    }
    if (refetchOnShow) void run()
  })

  const setData = useCallback((update: T | ((prev: T | undefined) => T)) => {
    setDataState(prev => (typeof update === 'function' ? (update as (p: T | undefined) => T)(prev) : update))
  }, [])

  return { data, error, loading, reload: run, setData }
}
