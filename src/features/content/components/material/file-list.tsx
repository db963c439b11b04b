import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { FileItem } from '../../../../../types/contract'
import { boolAttr } from '@/utils/dom-attrs'
import { formatSize } from '@/shared/format'
import { fileExt, fileTone } from './file-ext'
import { openFile } from './open-file'
import './index.scss'

export { fileExt }

/**
 * The material's files: type badge, name, size ("未知" when missing) and a download button each; `onDownload`
 * takes the tap (sign-in first, MaterialFiles), else the file opens at its address.
 */
export function FileList({
  files,
  locked,
  onLocked,
  onDownload,
  busy
}: {
  files: FileItem[]
  locked?: boolean
  onLocked?: () => void
  onDownload?: (file: FileItem) => void
  busy?: boolean
}) {
  if (files.length === 0) return <Text className='file-list__empty'>暂无可下载的文件</Text>
  return (
    <View className='file-list' role='list'>
      {files.map(file => {
        const ext = fileExt(file)
        return (
          <View key={file.id} className='file-list__item' role='listitem'>
            <View className={`file-list__icon file-list__icon--${fileTone(ext)}`} aria-hidden>
              <Text>{ext.slice(0, 4).toUpperCase()}</Text>
            </View>
            <View className='file-list__info'>
              <Text className='file-list__name'>{file.name}</Text>
              <Text className='file-list__size'>{formatSize(file.size)}</Text>
            </View>
            <Button
              className='file-list__download'
              aria-label={`下载 ${file.name}`}
              disabled={boolAttr(!!busy && !locked)}
              onClick={() => (locked ? onLocked?.() : onDownload ? onDownload(file) : void openFile(file.url, file.name))}
            >
              {locked ? '购买' : '下载'}
            </Button>
          </View>
        )
      })}
    </View>
  )
}
