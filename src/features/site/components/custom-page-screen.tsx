import React, { useEffect } from 'react'
import { Page } from '@/components/page'
import { ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { ApiError } from '@/services/http/errors'
import { redirectTo } from '@/services/navigation/navigate'
import { HOME, pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { usePageShare } from '@/features/content'
import { getCustomPage } from '@/features/site/api'
import { customPageKey } from '@/shared/query-keys'
import { ModuleList } from './module-list'
import './home.scss'

/** Leaves a page id that names no page for home (spec §2 "An invalid numeric page id goes to home"). */
function leaveForHome() {
  toast('页面不存在，已为你返回首页')
  void redirectTo(HOME)
}

/** A custom page (custom/index?pageId, scene/scene): its modules, rendered like home's. */
export function CustomPageScreen({ pageId, route = Routes.custom }: { pageId: number | null; route?: string }) {
  const query = useQuery(customPageKey(pageId), () => getCustomPage(pageId as number), { enabled: !!pageId })
  const notFound = !pageId || (query.error instanceof ApiError && query.error.code === 404)
  useEffect(() => {
    if (notFound) leaveForHome()
  }, [notFound])
  const title = query.data?.title || '专题'
  usePageShare({ title, path: route, query: { pageId } })
  return (
    <CustomPageView title={title}>
      {notFound ? (
        <Skeleton rows={2} />
      ) : query.data ? (
        <ModuleList modules={query.data.modules} onOpenCard={id => void redirectTo(pageUrl(HOME, { tab: 'card', companyUserId: id }))} />
      ) : query.error ? (
        <ErrorView error={query.error} onRetry={() => void query.reload()} />
      ) : (
        <Skeleton rows={4} avatar />
      )}
    </CustomPageView>
  )
}

/** A custom page's frame around its module list (or its state): a pure view, which the server paints too (src/ssr/views.tsx). */
export function CustomPageView({ title, children }: { title: string; children: React.ReactNode }) {
  return <Page title={title}>{children}</Page>
}
