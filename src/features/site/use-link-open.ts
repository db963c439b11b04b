import { useEffect, useState } from 'react'
import { redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { getShortLink } from '@/features/site/api'
import { linkTarget } from '@/features/site/link-target'

export interface LinkOpenRequest {
  /** A short link's keyword (resolved by the server)… */
  keyword?: string
  contentId?: number | null
  /** …or a target given directly. */
  url?: string
}

type LinkOpenState = { status: 'missing' } | { status: 'opening' } | { status: 'unknown' } | { status: 'error'; error: Error; retry: () => void }

/**
 * Resolves a short link (or ?url) and replaces the current page with its target: an app page in-app,
 * an http(s) page in the web view. Stays on 'unknown' for a target it will not open; 'error' retries.
 */
export function useLinkOpen({ keyword, url, contentId = null }: LinkOpenRequest): LinkOpenState {
  const [error, setError] = useState<Error | null>(null)
  const [unknown, setUnknown] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!keyword && !url) return
    let live = true
    setError(null)
    setUnknown(false)
    const open = async () => {
      const target = url ? url : (await getShortLink(keyword as string, contentId)).target
      if (!live) return
      const where = linkTarget(target)
      if (where.kind === 'app') await redirectTo(where.path)
      else if (where.kind === 'web') await redirectTo(pageUrl(Routes.web, { src: where.url }))
      else setUnknown(true)
    }
    open().catch(e => live && setError(e instanceof Error ? e : new Error(String(e))))
    return () => {
      live = false
    }
  }, [keyword, url, contentId, attempt])

  if (!keyword && !url) return { status: 'missing' }
  if (error) return { status: 'error', error, retry: () => setAttempt(n => n + 1) }
  return unknown ? { status: 'unknown' } : { status: 'opening' }
}
