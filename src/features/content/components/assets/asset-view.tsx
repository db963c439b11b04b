import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { WindowedList } from '@/components/windowed-list'
import React from 'react'
import type { Asset } from '../../../../../types/contract'
import { formatSize } from '@/shared/format'
import { resizeImage } from '@/utils/image'
import { fileExt } from '@/features/content/components/material/file-list'
import { openFile, safeFileUrl } from '@/features/content/components/material/open-file'
import { VideoPlayer } from '@/features/content/components/video/video-player'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

/** Full-screen preview of images, starting at one (Taro.previewImage). */
function previewImages(urls: string[], current: string): void {
  const safe = urls.map(u => safeFileUrl(u)).filter((u): u is string => !!u)
  if (safe.length === 0) return
  void Taro.previewImage({ urls: safe, current: safeFileUrl(current) || safe[0] }).catch(() => undefined)
}

/** One asset shown by its kind (image, video, file) with its download button. */
export function AssetView({ asset }: { asset: Asset }) {
  return (
    <View className='asset-view'>
      {asset.kind === 'IMAGE' ? (
        <View
          className='asset-view__image'
          {...tapTarget('button')}
          aria-label={`查看大图 ${asset.name}`}
          onClick={() => previewImages([asset.url], asset.url)}
        >
          <Image className='asset-view__img' src={resizeImage(asset.url, 'large')} mode='aspectFit' lazyLoad imgProps={{ alt: asset.name }} />
        </View>
      ) : asset.kind === 'VIDEO' ? (
        <VideoPlayer src={asset.url} poster={asset.cover} title={asset.name} />
      ) : (
        <View className='asset-view__file'>
          <Text className='asset-view__ext'>{fileExt({ ext: '', name: asset.name }).toUpperCase()}</Text>
        </View>
      )}
      <View className='asset-view__bar'>
        <View className='asset-view__info'>
          <Text className='asset-view__name'>{asset.name}</Text>
          <Text className='asset-view__size'>{formatSize(asset.size)}</Text>
        </View>
        <Button className='asset-view__download btn-primary' aria-label={`下载 ${asset.name}`} onClick={() => void openFile(asset.url, asset.name)}>
          下载
        </Button>
      </View>
    </View>
  )
}

/** Assets as a grid of captioned thumbnails (images preview full-screen, others open on their own page). */
export function AssetGrid({ assets, onOpen }: { assets: Asset[]; onOpen: (asset: Asset) => void }) {
  const images = assets.filter(a => a.kind === 'IMAGE').map(a => a.url)
  return (
    <View className='asset-grid'>
      <WindowedList
        items={assets}
        itemKey={a => a.id}
        // Three columns: blocks of whole rows.
        blockSize={21}
        renderItem={a => (
          <View
            className='asset-grid__item'
            {...tapTarget('button')}
            aria-label={a.name}
            data-testid='asset-tile'
            onClick={() => (a.kind === 'IMAGE' ? previewImages(images, a.url) : onOpen(a))}
          >
            <View className='asset-grid__thumb'>
              {a.kind === 'IMAGE' || a.cover ? (
                <Image
                  className='asset-grid__img'
                  src={resizeImage(a.kind === 'IMAGE' ? a.url : a.cover, 'small')}
                  mode='aspectFill'
                  lazyLoad
                  imgProps={{ alt: '' }}
                />
              ) : (
                <View className='asset-grid__file'>
                  <Text>{fileExt({ ext: '', name: a.name }).toUpperCase()}</Text>
                </View>
              )}
              {a.kind === 'VIDEO' && <Text className='asset-grid__play'>▶</Text>}
            </View>
            {/* The name under each picture: a grid of bare thumbnails said nothing about them. */}
            <Text className='asset-grid__caption'>{a.name}</Text>
          </View>
        )}
      />
    </View>
  )
}
