import type {
  Category,
  CustomEntity,
  EntityDataDetail,
  EntityDataListQuery,
  EntityDataSummary,
  EntityTypeName,
  MetadataField,
  Page,
  SearchableEntity,
  Speaker,
  Asset,
  QrCodeInfo
} from '../../../types/contract'
import { ALL_SIZE, PAGE_SIZE } from '@/constants'
import { http } from '@/services/http'

/** GET /api/open/v1/entityData/entityDataList */
export const getEntityDataList = (query: EntityDataListQuery) =>
  http.get<Page<EntityDataSummary>>('/open/v1/entityData/entityDataList', { size: PAGE_SIZE, ...query } as Record<
    string,
    string | number | boolean | undefined
  >)
/** GET /api/open/v1/entityData/listCategories?entityType&entityId */
export const listCategories = (entityType: EntityTypeName | number, entityId?: number) =>
  http.get<Category[]>('/open/v1/entityData/listCategories', { entityType, entityId })
/** GET /api/open/v1/entityData/entityDataDetail/{id} */
export const getEntityDataDetail = (id: number) => http.get<EntityDataDetail>(`/open/v1/entityData/entityDataDetail/${id}`)
/** POST /api/open/v1/entityData/view/{id} — counts a visit the page showed from its boot data (no detail request counted it). */
export const countView = (id: number) => http.post<null>(`/open/v1/entityData/view/${id}`)
/** GET /api/open/v1/entityData/metadata?entityDataId&metadataKey */
export const getMetadata = (entityDataId: number, metadataKey?: string) =>
  http.get<MetadataField[]>('/open/v1/entityData/metadata', { entityDataId, metadataKey })
/** GET /api/open/v1/content/searchableEntityList */
export const getSearchableEntities = () => http.get<SearchableEntity[]>('/open/v1/content/searchableEntityList')
/** GET /api/open/v1/content/customEntity/list */
export const getCustomEntities = () => http.get<CustomEntity[]>('/open/v1/content/customEntity/list')
/** GET /api/open/v1/speaker/list?size=1000&entityDataId */
export const getSpeakers = (entityDataId?: number) => http.get<Page<Speaker>>('/open/v1/speaker/list', { size: ALL_SIZE, entityDataId })
/** POST /api/ca-open/v1/entityData/star/{id} — toggles the favourite. */
export const toggleStar = (id: number) => http.post<{ starred: boolean; starCount: number }>(`/ca-open/v1/entityData/star/${id}`)
/** GET /api/open/v1/asset/list?dirId|assetIds&size=1000 */
export const getAssets = (query: { dirId?: number; assetIds?: number[] }) =>
  http.get<Page<Asset>>('/open/v1/asset/list', { dirId: query.dirId, assetIds: query.assetIds, size: ALL_SIZE })
/** GET /api/open/v1/event/addCpUserCode?entityDataId: the contact code of any gated content (not only events). */
export const getAddCpUserCode = (contentId: number) => http.get<QrCodeInfo>('/open/v1/event/addCpUserCode', { entityDataId: contentId })
/** GET /api/open/v1/entitySubscribeMpQrCode?id&trackType */
export const getSubscribeQrCode = (id: number, trackType?: string) => http.get<QrCodeInfo>('/open/v1/entitySubscribeMpQrCode', { id, trackType })
