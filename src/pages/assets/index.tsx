import React from 'react'
import type { Asset } from '../../../types/contract'
import { Page } from '@/components/page'
import { AsyncView, Empty, ErrorView } from '@/components/states'
import { getAssets } from '@/features/content/api'
import { AssetGrid, AssetView } from '@/features/content/components/assets/asset-view'
import { useIdParam } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { MissingQueryError } from '@/services/http/errors'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'

/** One asset by id; when the id is a directory instead, its assets. */
async function loadAsset(id: number): Promise<{ asset: Asset | null; assets: Asset[] }> {
  const one = await getAssets({ assetIds: [id] })
  const asset = one.content?.find(a => a.id === id) || null
  if (asset) return { asset, assets: [] }
  const dir = await getAssets({ dirId: id })
  return { asset: null, assets: dir.content || [] }
}

export default function AssetsPage() {
  const id = useIdParam('id')
  const state = useQuery(() => loadAsset(id as number), [id], { enabled: id !== null, refetchOnShow: true })
  if (id === null) {
    return (
      <Page title='资源'>
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      </Page>
    )
  }
  return (
    <Page title={state.data?.asset?.name || '资源'}>
      <AsyncView loading={state.loading} error={state.error} data={state.data} onRetry={() => void state.reload()}>
        {data =>
          data.asset ? (
            <AssetView asset={data.asset} />
          ) : data.assets.length > 0 ? (
            <AssetGrid assets={data.assets} onOpen={a => void navigateTo(pageUrl(Routes.assets, { id: a.id }))} />
          ) : (
            <Empty text='资源不存在或已删除' actionText='返回首页' onAction={() => void goHome()} />
          )
        }
      </AsyncView>
    </Page>
  )
}
