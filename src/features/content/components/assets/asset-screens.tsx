import React from 'react'
import type { Asset } from '../../../../../types/contract'
import { Empty, QueryView } from '@/components/states'
import type { QueryState } from '@/hooks/use-query'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import type { AssetResult } from '@/features/content/assets'
import type { AlbumState } from '@/features/content/album'
import { AssetGrid, AssetView } from './asset-view'

const openAsset = (asset: Asset) => void navigateTo(pageUrl(Routes.assets, { id: asset.id }))
const backHome = () => void goHome()

/** An album: its grid of assets (each opens on its own page), or says it is empty. */
export function AlbumView({ state }: { state: AlbumState }) {
  return (
    <QueryView query={state} isEmpty={list => list.length === 0} empty={<Empty text='相册里还没有图片' actionText='返回首页' onAction={backHome} />}>
      {assets => <AssetGrid assets={assets} onOpen={openAsset} />}
    </QueryView>
  )
}

/** One asset, or a directory's grid, or says the asset is gone. */
export function AssetResultView({ state }: { state: QueryState<AssetResult> }) {
  return (
    <QueryView query={state}>
      {data =>
        data.asset ? (
          <AssetView asset={data.asset} />
        ) : data.assets.length > 0 ? (
          <AssetGrid assets={data.assets} onOpen={openAsset} />
        ) : (
          <Empty text='资源不存在或已删除' actionText='返回首页' onAction={backHome} />
        )
      }
    </QueryView>
  )
}
