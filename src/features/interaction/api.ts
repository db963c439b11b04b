import type { Interaction, InteractionPoint, InteractionPointCode } from '../../../types/contract'
import { http } from '@/services/http'

/** GET /api/ca-open/v1/onSiteInteractive/info?id */
export const getInteraction = (id: number) => http.get<Interaction>('/ca-open/v1/onSiteInteractive/info', { id })
/** POST /api/ca-open/v1/onSiteInteractive/point/record/verify?pointId&code */
export const verifyPoint = (pointId: number, code: string) =>
  http.request<InteractionPoint>('/ca-open/v1/onSiteInteractive/point/record/verify', { method: 'POST', params: { pointId, code } })
/** GET /api/ca-open/v1/onSiteInteractive/point/codes?id */
export const getPointCodes = (id: number) => http.get<InteractionPointCode[]>('/ca-open/v1/onSiteInteractive/point/codes', { id })
