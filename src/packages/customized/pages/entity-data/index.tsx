import React from 'react'
import { loadCustomRecord } from '@/features/content'
import { CustomRecordBody, DetailScreen, useContentDetail } from '@/features/content/components'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

/** customized/pages/entity-data/index?id[&entityId]: one record of a custom entity type with its fields. */
export default function CustomEntityDataPage() {
  const id = useIdParam('id')
  const entityId = useIdParam('entityId')
  const state = useContentDetail(id, recordId => loadCustomRecord(recordId, entityId), { trackType: entityId ? String(entityId) : 'CUSTOM' })
  return (
    <DetailScreen title='详情' id={id} state={state} route={Routes.entityData} shareQuery={entityId ? { entityId } : undefined}>
      {(record, ctx) => <CustomRecordBody record={record} locked={ctx.locked} />}
    </DetailScreen>
  )
}
