import React from 'react'
import { getEntityDataDetail } from '@/features/content/api'
import { DetailBody, DetailCover, DetailHeader, DetailScreen, DetailSection, useContentDetail } from '@/features/content/components'
import { FileList } from '@/features/content/components/material/file-list'
import { MaterialLinks } from '@/features/content/components/material/material-links'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

export default function MaterialPage() {
  const id = useIdParam('id')
  const state = useContentDetail(id, getEntityDataDetail, { trackType: 'FILEDOWNLOAD' })
  return (
    <DetailScreen title='资料详情' id={id} state={state} route={Routes.material}>
      {(detail, ctx) => (
        <>
          <DetailCover src={detail.cover} alt={detail.title} />
          <DetailHeader detail={detail} />
          <DetailSection title={`资料文件（${detail.files?.length ?? 0}）`}>
            <FileList files={detail.files || []} locked={ctx.locked} onLocked={() => void ctx.buy()} />
            <MaterialLinks metadata={detail.metadata} />
          </DetailSection>
          {detail.content && (
            <DetailSection title='资料介绍'>
              <DetailBody html={detail.content} locked={ctx.locked} />
            </DetailSection>
          )}
        </>
      )}
    </DetailScreen>
  )
}
