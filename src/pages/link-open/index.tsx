import React, { useEffect, useState } from 'react'
import { Page } from '@/components/page'
import { Empty, ErrorView, Loading } from '@/components/states'
import { getShortLink } from '@/features/site/api'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError, webOrigin } from '@/services/http'
import { inAppPath, safeAppPath, safeHttpUrl } from '@/services/navigation/links'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { parseId } from '@/utils/params'

export type LinkTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string } | { kind: 'unknown' }

/** Where a short link's target goes: an app page (also a full URL back into this site), an http(s) page via the web view, or nowhere. */
export function linkTarget(target: unknown, origin = webOrigin()): LinkTarget {
  const path = safeAppPath(target)
  if (path) return { kind: 'app', path }
  const url = safeHttpUrl(target)
  if (url) {
    const own = origin ? inAppPath(url, origin) : null
    return own ? { kind: 'app', path: own } : { kind: 'web', url }
  }
  return { kind: 'unknown' }
}

/** link-open/index?keyword[&contentId] | ?url: resolves a short link and replaces this page with its target. */
export default function LinkOpenPage() {
  const params = usePageParams()
  const { keyword, url } = params
  const contentId = parseId(params.contentId)
  const [error, setError] = useState<Error | null>(null)
  const [unknown, setUnknown] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!keyword && !url) return
    let live = true
    setError(null)
    setUnknown(false)
    const open = async () => {
      const target = url ? url : (await getShortLink(keyword, contentId)).target
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

  return (
    <Page title='打开链接'>
      {!keyword && !url ? (
        <ErrorView error={new MissingQueryError()} />
      ) : error ? (
        <ErrorView error={error} onRetry={() => setAttempt(n => n + 1)} />
      ) : unknown ? (
        <Empty text='无法识别的链接' hint='该链接指向的地址无法在本站打开' actionText='返回首页' onAction={() => void goHome()} />
      ) : (
        <Loading text='正在打开链接…' />
      )}
    </Page>
  )
}
