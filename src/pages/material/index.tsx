import React from 'react'
import { DetailBodySection, DetailSection, EntityDetailPage, introPage, MaterialFiles, MaterialLinks } from '@/features/content/components'
import { Routes } from '@/services/navigation/routes'

/** The 资料 detail page, drawn by this page and by the server's painted view (src/ssr/views.tsx). */
export const MATERIAL_PAGE = introPage({ title: '资料详情', route: Routes.material, trackType: 'FILEDOWNLOAD' }, (detail, ctx) => (
  <>
    <DetailSection title={`资料文件（${detail.files?.length ?? 0}）`}>
      <MaterialFiles materialId={detail.id} files={detail.files || []} locked={ctx.locked} onLocked={() => void ctx.buy()} />
      <MaterialLinks metadata={detail.metadata} />
    </DetailSection>
    {detail.content && <DetailBodySection title='资料介绍' detail={detail} locked={ctx.locked} />}
  </>
))

export default function MaterialPage() {
  return <EntityDetailPage page={MATERIAL_PAGE} />
}
