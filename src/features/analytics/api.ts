import type { AnalyticsPayload } from '../../../types/contract'
import { http } from '@/services/http'

/** POST /api/open/v1/analytics (page, identify, track payloads of SPEC §3) */
export const postAnalytics = (payloads: AnalyticsPayload[]) => http.post<{ stored: number }>('/open/v1/analytics', payloads, { timeout: 10000 })
