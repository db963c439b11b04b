import { Text, View } from '@tarojs/components'
import React from 'react'
import type { MetadataField } from '../../../../../types/contract'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { parseId } from '@/utils/params'
import { tapTarget } from '@/utils/tap-target'

const meta = (fields: MetadataField[] | null | undefined, keys: string[]) => (fields || []).find(f => keys.includes(f.key))?.value

/** Links to the material's asset and album when its metadata names them (assetId, assetDirId). */
export function MaterialLinks({ metadata }: { metadata: MetadataField[] | null | undefined }) {
  const assetId = parseId(meta(metadata, ['assetId', 'asset_id']))
  const dirId = parseId(meta(metadata, ['assetDirId', 'dirId', 'albumDirId']))
  if (!assetId && !dirId) return null
  return (
    <View className='material-links'>
      {assetId && (
        <View className='material-links__link' {...tapTarget('link')} onClick={() => void navigateTo(pageUrl(Routes.assets, { id: assetId }))}>
          <Text>查看资源</Text>
        </View>
      )}
      {dirId && (
        <View className='material-links__link' {...tapTarget('link')} onClick={() => void navigateTo(pageUrl(Routes.album, { dirId }))}>
          <Text>查看相册</Text>
        </View>
      )}
    </View>
  )
}
