import type {
  Attendee,
  Page,
  PosterResult,
  PromotionCampaign,
  PromotionFunnel,
  PromotionTask,
  PromotionUrl,
  PromotionViewData,
  PromotionViewDetail,
  RankItem,
  AuditStatus
} from '../../../types/contract'
import { http } from '@/services/http'

const P = '/ca-open/v1/promote'
/** GET /api/ca-open/v1/promote/getMyPromotionUrl?eventId */
export const getMyPromotionUrl = (eventId?: number) => http.get<PromotionUrl>(`${P}/getMyPromotionUrl`, { eventId })
/** GET /api/ca-open/v1/promote/getMyPromotionPageViewData */
export const getMyPromotionPageViewData = () => http.get<PromotionViewData>(`${P}/getMyPromotionPageViewData`)
/** GET /api/ca-open/v1/promote/myPromotionViewData?days */
export const getMyPromotionViewData = (days = 7) => http.get<PromotionViewData>(`${P}/myPromotionViewData`, { days })
/** GET /api/ca-open/v1/promote/myPromotionViewDetail */
export const getMyPromotionViewDetail = (page: number) => http.get<Page<PromotionViewDetail>>(`${P}/myPromotionViewDetail`, { page, size: 10 })
/** GET /api/ca-open/v1/promote/select/numberOfApplicants/{id} → 209 number */
export const getNumberOfApplicants = (eventId: number) => http.get<number>(`${P}/select/numberOfApplicants/${eventId}`)
/** GET /api/ca-open/v1/promote/{id}/submit/list */
export const getSubmitList = (eventId: number, page: number) => http.get<Page<Attendee>>(`${P}/${eventId}/submit/list`, { page, size: 10 })
/** GET /api/ca-open/v1/promote/getApplicantsList/{id} */
export const getApplicantsList = (eventId: number, page: number, auditStatus?: AuditStatus) =>
  http.get<Page<Attendee>>(`${P}/getApplicantsList/${eventId}`, { page, size: 10, auditStatus })
/** GET /api/ca-open/v1/promote/getAccessList */
export const getAccessList = (page: number) => http.get<Page<PromotionViewDetail>>(`${P}/getAccessList`, { page, size: 10 })
/** GET /api/ca-open/v1/promote/campaigns */
export const getCampaigns = () => http.get<PromotionCampaign[]>(`${P}/campaigns`)
/** GET /api/ca-open/v1/promote/tasks */
export const getTasks = () => http.get<PromotionTask[]>(`${P}/tasks`)
/** GET /api/open/v1/promotionEvent/rank?eventId */
export const getRank = (eventId?: number) => http.get<RankItem[]>('/open/v1/promotionEvent/rank', { eventId })
/** GET /api/ca-open/v1/promotionEvent/getMyPoster?eventId */
export const getMyPoster = (eventId?: number) => http.get<PosterResult>('/ca-open/v1/promotionEvent/getMyPoster', { eventId })
/** GET /api/ca-open/v1/promote/funnel?days&scope (ours: extension `funnel`) */
export const getFunnel = (days = 30, scope: PromotionFunnel['scope'] = 'mine') => http.get<PromotionFunnel>(`${P}/funnel`, { days, scope })
