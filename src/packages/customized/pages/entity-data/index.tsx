import React from 'react'
import type { EntityDataDetail, MetadataField } from '../../../../../types/contract'
import { getCustomEntities, getEntityDataDetail, getMetadata } from '@/features/content/api'
import { DetailBody, DetailCover, DetailHeader, DetailScreen, DetailSection, MetadataTable, useContentDetail } from '@/features/content/components'
import { useIdParam } from '@/hooks/use-params'
import { Routes } from '@/services/navigation/routes'

type EntityRecord = EntityDataDetail & { fieldRows: MetadataField[] }

/** The record with its metadata fields (from the detail, else the metadata call), labelled by the entity's fields. */
async function loadRecord(id: number, entityId: number | null): Promise<EntityRecord> {
  const [detail, entities] = await Promise.all([getEntityDataDetail(id), getCustomEntities().catch(() => [])])
  let fields = detail.metadata && detail.metadata.length > 0 ? detail.metadata : await getMetadata(id).catch(() => [])
  const entity = entities.find(e => e.id === (entityId ?? Number(detail.entityType)))
  if (entity) {
    const labels = new Map(entity.fields.map(f => [f.key, f.label]))
    fields = fields.map(f => ({ ...f, label: f.label || labels.get(f.key) || f.key }))
  }
  return { ...detail, fieldRows: fields }
}

export default function CustomEntityDataPage() {
  const id = useIdParam('id')
  const entityId = useIdParam('entityId')
  const state = useContentDetail(id, recordId => loadRecord(recordId, entityId), { trackType: entityId ? String(entityId) : 'CUSTOM' })
  return (
    <DetailScreen title='详情' id={id} state={state} route={Routes.entityData} shareQuery={entityId ? { entityId } : undefined}>
      {(record, ctx) => (
        <>
          <DetailCover src={record.cover} alt={record.title} />
          <DetailHeader detail={record} />
          {record.fieldRows.length > 0 && (
            <DetailSection title='基本信息'>
              <MetadataTable fields={record.fieldRows} />
            </DetailSection>
          )}
          <DetailSection title='详细介绍'>
            <DetailBody html={record.content} locked={ctx.locked} />
          </DetailSection>
        </>
      )}
    </DetailScreen>
  )
}
