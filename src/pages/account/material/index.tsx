import { Button } from '@/components/button'
import Taro from '@tarojs/taro'
import React from 'react'
import { Page } from '@/components/page'
import { PagedList } from '@/components/paged-list'
import { RequireAccount } from '@/components/require-account'
import { usePagedList } from '@/hooks/use-paged-list'
import { getResources } from '@/features/account/api'
import { RecordRow } from '@/features/account/components/record-row'
import { navigateTo, openExternal } from '@/services/navigation/navigate'
import { safeHttpUrl } from '@/services/navigation/links'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { formatDate, formatSize } from '@/utils/format'
import type { ResourceItem } from '../../../../types/contract'

/** Opens the file: the browser downloads it; mini-programs download then open the document. */
async function download(item: ResourceItem): Promise<void> {
  const url = item.file.url
  if (typeof window !== 'undefined' && typeof window.open === 'function') {
    if (!safeHttpUrl(url) && !url.startsWith('/')) return toast('文件地址无效')
    window.open(url, '_blank')
    return
  }
  if (!safeHttpUrl(url)) {
    await openExternal(url)
    return
  }
  try {
    const res = await Taro.downloadFile({ url })
    await Taro.openDocument({ filePath: res.tempFilePath, showMenu: true })
  } catch {
    toast('下载失败，请稍后重试')
  }
}

function Resources() {
  const list = usePagedList(page => getResources(page), [])
  return (
    <PagedList
      state={list}
      itemKey={r => r.id}
      emptyText='暂无资料'
      emptyHint='在资料详情页领取或下载后，资料会保存在这里'
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
                void download(item)
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

/** My materials with file sizes and download (SPEC §2 account/material). */
export default function AccountMaterialPage() {
  return (
    <Page title='我的资料'>
      <RequireAccount>{() => <Resources />}</RequireAccount>
    </Page>
  )
}
