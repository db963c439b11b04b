import { Button } from '@/components/button'
import React from 'react'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatDate, formatSize } from '@/shared/format'
import { getResources } from '@/features/account/api'
import { openFile } from '@/features/content'
import { PagedRecords } from './record-list'
import { RecordRow } from './record-row'

/** My materials with file sizes; 下载 opens the file through the shared openFile (unsafe URLs refused). */
export function ResourceRecords() {
  return (
    <PagedRecords
      load={getResources}
      itemKey={r => r.id}
      empty={{ text: '暂无资料', hint: '在资料详情页领取或下载后，资料会保存在这里' }}
      renderItem={item => (
        <RecordRow
          title={item.title}
          meta={[`${item.file.name} · ${formatSize(item.file.size)}`, `获取于 ${formatDate(item.obtainedAt)}`]}
          onClick={() => void navigateTo(pageUrl(Routes.material, { id: item.entityDataId }))}
          aside={
            <Button
              className='small-btn'
              aria-label={`下载 ${item.file.name}`}
              onClick={e => {
                e.stopPropagation()
                void openFile(item.file.url, item.file.name)
              }}
            >
              下载
            </Button>
          }
        />
      )}
    />
  )
}
