import { Text, View } from '@tarojs/components'
import React from 'react'
import type { MetadataField } from '../../../../../types/contract'
import { navigateTo } from '@/services/navigation/navigate'
import { BASE_PATH, pageUrl, Routes } from '@/services/navigation/routes'
import { parseId } from '@/shared/ids'
import { tapTarget } from '@/utils/tap-target'

const meta = (fields: MetadataField[] | null | undefined, keys: string[]) => (fields || []).find(f => keys.includes(f.key))?.value

/** Links to the material's asset and album when its metadata names them (assetId, assetDirId). */
export function MaterialLinks({ metadata }: { metadata: MetadataField[] | null | undefined }) {
  const assetId = parseId(meta(metadata, ['assetId', 'asset_id']))
  const dirId = parseId(meta(metadata, ['assetDirId', 'dirId', 'albumDirId']))
  if (!assetId && !dirId) return null
  const asset = assetId ? pageUrl(Routes.assets, { id: assetId }) : ''
  const album = dirId ? pageUrl(Routes.album, { dirId }) : ''
  // data-href: the painted view makes these plain links (src/ssr/taro-components.tsx).
  return (
    <View className='material-links'>
      {assetId && (
        <View className='material-links__link' {...tapTarget('link')} data-href={BASE_PATH + asset} onClick={() => void navigateTo(asset)}>
          <Text>查看资源</Text>
        </View>
      )}
      {dirId && (
        <View className='material-links__link' {...tapTarget('link')} data-href={BASE_PATH + album} onClick={() => void navigateTo(album)}>
          <Text>查看相册</Text>
        </View>
      )}
    </View>
  )
}
