import { useEffect } from 'react'
import { prefetchPage } from '@/services/platform/page-prefetch'

/** Loads the code of the page a screen's main action opens ahead of the tap (web only; nothing for a null path). */
export function usePrefetchPage(path: string | null): void {
  useEffect(() => {
    if (path) prefetchPage(path)
  }, [path])
}
