import React from 'react'
import { Page } from '@/components/page'
import { AsyncView, Empty, ErrorView } from '@/components/states'
import { getAssets } from '@/features/content/api'
import { AssetGrid } from '@/features/content/components/assets/asset-view'
import { usePageParams } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { MissingQueryError } from '@/services/http/errors'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { parseId } from '@/utils/params'

/** ?dirId=3 or ?ids=1,2,3 (an album of chosen assets). */
function albumQuery(params: Record<string, string>): { dirId?: number; assetIds?: number[] } | null {
  const dirId = parseId(params.dirId || params.id)
  if (dirId) return { dirId }
  const ids = (params.ids || params.assetIds || '')
    .split(',')
    .map(parseId)
    .filter((n): n is number => n !== null)
  return ids.length ? { assetIds: ids } : null
}

export default function AlbumPage() {
  const params = usePageParams()
  const query = albumQuery(params)
  const key = JSON.stringify(query)
  const state = useQuery(() => getAssets(query || {}), [key], { enabled: !!query, refetchOnShow: true })
  if (!query) {
    return (
      <Page title='相册'>
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      </Page>
    )
  }
  return (
    <Page title={params.title || '相册'}>
      <AsyncView
        loading={state.loading}
        error={state.error}
        data={state.data?.content}
        onRetry={() => void state.reload()}
        isEmpty={list => list.length === 0}
        empty={<Empty text='相册里还没有图片' actionText='返回首页' onAction={() => void goHome()} />}
      >
        {assets => <AssetGrid assets={assets} onOpen={a => void navigateTo(pageUrl(Routes.assets, { id: a.id }))} />}
      </AsyncView>
    </Page>
  )
}
