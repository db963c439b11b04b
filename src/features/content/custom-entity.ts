import type { EntityDataDetail, EntityDataSummary, MetadataField } from '../../../types/contract'
import { CUSTOM_ENTITY_SIZE } from '@/constants'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { getCustomEntities, getEntityDataDetail, getEntityDataList, getMetadata } from '@/features/content/api'

export interface CustomEntityRecords {
  /** The custom entity type's name ('' when unknown). */
  name: string
  items: EntityDataSummary[]
}

/** The records of a custom entity type (999 at once, spec §9) and the type's name. */
async function loadCustomEntity(entityId: number): Promise<CustomEntityRecords> {
  const [list, entities] = await Promise.all([
    getEntityDataList({ entityType: entityId, size: CUSTOM_ENTITY_SIZE, page: 1 }),
    getCustomEntities().catch(() => [])
  ])
  const entity = entities.find(e => e.id === entityId)
  return { name: entity?.name || '', items: list.content || [] }
}

/** A custom entity type's records by id (nothing is loaded without one). */
export function useCustomEntity(id: number | null): QueryState<CustomEntityRecords> {
  return useQuery(['loadCustomEntity', id], () => loadCustomEntity(id as number), { enabled: id !== null, refetchOnShow: true })
}

export type CustomRecord = EntityDataDetail & { fieldRows: MetadataField[] }

/** The record with its metadata fields (from the detail, else the metadata call), labelled by the entity's fields. */
export async function loadCustomRecord(id: number, entityId: number | null): Promise<CustomRecord> {
  const [detail, entities] = await Promise.all([getEntityDataDetail(id), getCustomEntities().catch(() => [])])
  let fields = detail.metadata && detail.metadata.length > 0 ? detail.metadata : await getMetadata(id).catch(() => [])
  const entity = entities.find(e => e.id === (entityId ?? Number(detail.entityType)))
  if (entity) {
    const labels = new Map(entity.fields.map(f => [f.key, f.label]))
    fields = fields.map(f => ({ ...f, label: f.label || labels.get(f.key) || f.key }))
  }
  return { ...detail, fieldRows: fields }
}
