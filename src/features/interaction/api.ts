import type { Interaction, InteractionPoint } from '../../../types/contract'
import { http } from '@/services/http'

/** GET /api/ca-open/v1/onSiteInteractive/info?id */
export const getInteraction = (id: number) => http.get<Interaction>('/ca-open/v1/onSiteInteractive/info', { id })
/** POST /api/ca-open/v1/onSiteInteractive/point/record/verify?pointId */
export const verifyPoint = (pointId: number) =>
  http.request<InteractionPoint>('/ca-open/v1/onSiteInteractive/point/record/verify', { method: 'POST', params: { pointId } })
