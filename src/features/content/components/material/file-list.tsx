import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { FileItem } from '../../../../../types/contract'
import { formatSize } from '@/utils/format'
import { openFile } from './open-file'
import './index.scss'

const EXT_TONES: Record<string, string> = {
  pdf: 'red',
  doc: 'blue',
  docx: 'blue',
  xls: 'green',
  xlsx: 'green',
  csv: 'green',
  ppt: 'orange',
  pptx: 'orange',
  zip: 'grey',
  rar: 'grey',
  png: 'purple',
  jpg: 'purple',
  jpeg: 'purple',
  mp4: 'purple'
}

/** The file's extension in lower case: its ext field, else the name's suffix. */
export function fileExt(file: Pick<FileItem, 'ext' | 'name'>): string {
  const ext = (file.ext || (/\.([a-z0-9]{1,6})$/i.exec(file.name || '')?.[1] ?? '')).replace(/^\./, '').toLowerCase()
  return ext || 'file'
}

/** The material's files: type badge, name, size ("未知" when missing) and a download button each. */
export function FileList({ files, locked, onLocked }: { files: FileItem[]; locked?: boolean; onLocked?: () => void }) {
  if (files.length === 0) return <Text className='file-list__empty'>暂无可下载的文件</Text>
  return (
    <View className='file-list' role='list'>
      {files.map(file => {
        const ext = fileExt(file)
        return (
          <View key={file.id} className='file-list__item' role='listitem'>
            <View className={`file-list__icon file-list__icon--${EXT_TONES[ext] || 'grey'}`} aria-hidden>
              <Text>{ext.slice(0, 4).toUpperCase()}</Text>
            </View>
            <View className='file-list__info'>
              <Text className='file-list__name'>{file.name}</Text>
              <Text className='file-list__size'>{formatSize(file.size)}</Text>
            </View>
            <Button
              className='file-list__download'
              aria-label={`下载 ${file.name}`}
              onClick={() => (locked ? onLocked?.() : void openFile(file.url, file.name))}
            >
              {locked ? '购买' : '下载'}
            </Button>
          </View>
        )
      })}
    </View>
  )
}
