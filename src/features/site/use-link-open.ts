import { useEffect, useState } from 'react'
import { redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { linkTarget } from '@/features/site/link-target'
import { useShortLink } from '@/features/site/use-short-link'

export interface LinkOpenRequest {
  /** A short link's keyword (resolved by the server)… */
  keyword?: string
  contentId?: number | null
  /** …or a target given directly. */
  url?: string
}

type LinkOpenState = { status: 'missing' } | { status: 'opening' } | { status: 'unknown' } | { status: 'error'; error: Error; retry: () => void }

/** Where a target opens: an app page in-app, an http(s) page in the web view; null for one it will not open. */
function destination(target: string): string | null {
  const where = linkTarget(target)
  if (where.kind === 'app') return where.path
  if (where.kind === 'web') return pageUrl(Routes.web, { src: where.url })
  return null
}

/**
 * Resolves a short link (or ?url) and replaces the current page with its target: an app page in-app,
 * an http(s) page in the web view. Stays on 'unknown' for a target it will not open; 'error' retries.
 */
export function useLinkOpen({ keyword, url, contentId = null }: LinkOpenRequest): LinkOpenState {
  const link = useShortLink(url ? '' : keyword || '', contentId)
  // This visit's answer, not one cached by an earlier visit (the link may have been pointed elsewhere since).
  const target = url || (!link.loading && !link.error ? link.data?.target : undefined)
  const [failed, setFailed] = useState<Error | null>(null)
  const [attempt, setAttempt] = useState(0)
  const to = target === undefined ? undefined : destination(target)

  useEffect(() => {
    if (!to) return
    setFailed(null)
    redirectTo(to).catch(e => setFailed(e instanceof Error ? e : new Error(String(e))))
  }, [to, attempt])

  if (!keyword && !url) return { status: 'missing' }
  if (link.error && !url) return { status: 'error', error: link.error, retry: () => void link.reload() }
  if (failed) return { status: 'error', error: failed, retry: () => setAttempt(n => n + 1) }
  return to === null ? { status: 'unknown' } : { status: 'opening' }
}
