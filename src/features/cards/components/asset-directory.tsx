import { Image, Text, View } from '@tarojs/components'
import React, { useState } from 'react'
import type { Asset, AssetDirectory } from '../../../../types/contract'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { type PageAnswer, usePagedList } from '@/hooks/use-paged-list'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatSize } from '@/shared/format'
import { resizeImage } from '@/utils/image'
import { getAssetDirectory } from '@/features/cards/api'
import { tapTarget } from '@/utils/tap-target'
import './asset-directory.scss'

/** The server pages a directory's assets 20 at a time. */
const ASSETS_PER_PAGE = 20

const KIND_LABEL: Record<Asset['kind'], string> = { IMAGE: '图片', VIDEO: '视频', FILE: '文件' }

interface Crumb {
  id: number | undefined
  name: string
}

/** A row of a directory: a folder to open or an asset. */
type Row = { folder: AssetDirectory; asset?: undefined } | { asset: Asset; folder?: undefined }

/** One page of a directory as a list page: its folders first (on page 1), then that page's assets. */
async function directoryPage(dirId: number | undefined, page: number): Promise<PageAnswer<Row>> {
  const data = await getAssetDirectory(dirId, page)
  const assets = Array.isArray(data?.assets) ? data.assets : []
  const folders = page === 1 && Array.isArray(data?.children) ? data.children : []
  const content: Row[] = [...folders.map(folder => ({ folder })), ...assets.map(asset => ({ asset }))]
  return { content, number: page - 1, last: assets.length < ASSETS_PER_PAGE }
}

/** The card owner's digital assets: folders to open, assets that open their page; a breadcrumb back up. */
export function AssetDirectoryView() {
  const [trail, setTrail] = useState<Crumb[]>([{ id: undefined, name: '全部资料' }])
  const current = trail[trail.length - 1]
  // (inside the card page: 加载更多 is a button, not the page's reach-bottom)
  const list = usePagedList(page => directoryPage(current.id, page), [current.id], { pageEvents: false })

  const folders = list.items.flatMap(row => (row.folder ? [row.folder] : []))
  const assets = list.items.flatMap(row => (row.asset ? [row.asset] : []))

  const open = (child: AssetDirectory) => setTrail(t => t.concat({ id: child.id, name: child.name }))

  return (
    <View className='asset-dir'>
      <View className='asset-dir__trail' aria-label='当前位置'>
        {trail.map((crumb, i) => (
          <View
            key={`${crumb.id ?? 'root'}`}
            className={`asset-dir__crumb ${i === trail.length - 1 ? 'asset-dir__crumb--current' : ''}`}
            {...(i === trail.length - 1 ? { 'aria-current': 'location' } : tapTarget('button'))}
            onClick={() => i < trail.length - 1 && setTrail(t => t.slice(0, i + 1))}
          >
            {i > 0 ? ' / ' : ''}
            {crumb.name}
          </View>
        ))}
      </View>
      {list.loading ? (
        <Skeleton rows={2} avatar />
      ) : list.error ? (
        <ErrorView error={list.error} onRetry={() => void list.refresh()} />
      ) : list.items.length === 0 ? (
        <Empty text='这里还没有资料' hint={trail.length > 1 ? '返回上一级看看' : undefined} />
      ) : (
        <View className='asset-dir__list'>
          {folders.map(folder => (
            <View key={`d${folder.id}`} className='asset-dir__row' {...tapTarget('button')} aria-label={`文件夹 ${folder.name}`} onClick={() => open(folder)}>
              <View className='asset-dir__icon asset-dir__icon--folder'>文件夹</View>
              <Text className='asset-dir__name'>{folder.name}</Text>
              <Text className='asset-dir__arrow'>›</Text>
            </View>
          ))}
          {assets.map(asset => (
            <View
              key={`a${asset.id}`}
              className='asset-dir__row'
              {...tapTarget('button')}
              aria-label={asset.name}
              onClick={() => void navigateTo(pageUrl(Routes.assets, { id: asset.id }))}
            >
              {asset.cover ? (
                <Image className='asset-dir__thumb' src={resizeImage(asset.cover, 'icon')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
              ) : (
                <View className='asset-dir__icon'>{KIND_LABEL[asset.kind] || '文件'}</View>
              )}
              <View className='asset-dir__meta'>
                <Text className='asset-dir__name'>{asset.name}</Text>
                <Text className='asset-dir__sub'>
                  {KIND_LABEL[asset.kind] || '文件'} · {formatSize(asset.size)}
                </Text>
              </View>
              <Text className='asset-dir__arrow'>›</Text>
            </View>
          ))}
          {!list.last && (
            <View className='asset-dir__more' {...tapTarget('button')} onClick={() => void list.loadMore()}>
              {list.loadingMore ? '加载中…' : list.moreError ? '加载失败，点击重试' : '加载更多'}
            </View>
          )}
        </View>
      )}
    </View>
  )
}
