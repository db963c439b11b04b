import type { AssetDirectory, BrowsedRecord, BusinessCard, CompanyUser, PosterResult, PosterTemplate } from '../../../types/contract'
import { http } from '@/services/http'

const B = '/open/ca/v1/businessCard'
/** GET /api/open/ca/v1/businessCard/getBusinessCardByCompanyUserId?companyUserId */
export const getBusinessCard = (companyUserId: number) => http.get<BusinessCard>(`${B}/getBusinessCardByCompanyUserId`, { companyUserId })
/** GET /api/open/ca/v1/businessCard/getBrowsedRecord/{id} */
export const getBrowsedRecords = (businessCardId: number) => http.get<BrowsedRecord[]>(`${B}/getBrowsedRecord/${businessCardId}`)
/** GET /api/open/ca/v1/businessCard/digitalAssets/directory?directoryId&page */
export const getAssetDirectory = (directoryId?: number, page = 1) => http.get<AssetDirectory>(`${B}/digitalAssets/directory`, { directoryId, page })
/** GET /api/open/ca/v1/businessCard/loadBusinessPosterTemplates */
export const getCardPosterTemplates = () => http.get<PosterTemplate[]>(`${B}/loadBusinessPosterTemplates`)
/** POST /api/open/ca/v1/businessCard/posterDownload?businessCardId&freeMarkerTemplateId */
export const downloadCardPoster = (businessCardId: number, templateId: number) =>
  http.request<PosterResult>(`${B}/posterDownload`, { method: 'POST', params: { businessCardId, freeMarkerTemplateId: templateId } })
/** GET /api/uc/v1/colleagues (UC token) */
export const getColleagues = (ucToken: string) => http.get<CompanyUser[]>('/uc/v1/colleagues', undefined, { headers: { 'Authorization-Uc': ucToken } })
/** POST /api/uc/v1/businessCard/save (UC token) */
export const saveBusinessCard = (ucToken: string, body: Partial<BusinessCard>) =>
  http.post<BusinessCard>('/uc/v1/businessCard/save', body, { headers: { 'Authorization-Uc': ucToken } })
/** GET /api/ca-open/v1/share/loadShareTemplates */
export const getShareTemplates = () => http.get<PosterTemplate[]>('/ca-open/v1/share/loadShareTemplates')
/** POST /api/ca-open/v1/share/genPoster */
export const genPoster = (body: { templateId: number; entityDataId?: number; path?: string }) => http.post<PosterResult>('/ca-open/v1/share/genPoster', body)
/** GET /api/ca-open/v1/share/maPosterImg/{id}/{tpl} */
export const getMaPosterImg = (entityDataId: number, templateId: number) =>
  http.get<PosterResult>(`/ca-open/v1/share/maPosterImg/${entityDataId}/${templateId}`)
