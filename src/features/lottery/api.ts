import type { DrawResult, Lottery, LotteryChance, LotteryCompleteBody, LotteryRecord, LotteryWinner, Page } from '../../../types/contract'
import { ALL_SIZE } from '@/constants'
import { WINNERS_SIZE } from '@/shared/lottery'
import { http } from '@/services/http'

/** GET /api/ca-open/v1/lottery/{id} */
export const getLottery = (id: number) => http.get<Lottery>(`/ca-open/v1/lottery/${id}`)
/** GET /api/ca-open/v1/lottery/winners?lotteryId&size=20 */
export const getWinners = (lotteryId: number) => http.get<LotteryWinner[]>('/ca-open/v1/lottery/winners', { lotteryId, size: WINNERS_SIZE })
/** GET /api/ca-open/v1/lottery/{id}/chance */
export const getChance = (id: number) => http.get<LotteryChance>(`/ca-open/v1/lottery/${id}/chance`)
/** GET /api/ca-open/v1/lottery/history?page&size=1000 */
export const getLotteryHistory = (page = 1) => http.get<Page<LotteryRecord>>('/ca-open/v1/lottery/history', { page, size: ALL_SIZE })
/** POST /api/ca-open/v1/lottery/{id} — one draw. */
export const draw = (id: number) => http.post<DrawResult>(`/ca-open/v1/lottery/${id}`)
/** POST /api/ca-open/v1/lottery/completeInfo */
export const completeInfo = (body: LotteryCompleteBody) => http.post<LotteryRecord>('/ca-open/v1/lottery/completeInfo', body)
/** POST /api/ca-open/v1/lottery/verify {credentialId} */
export const verifyPrize = (credentialId: string) => http.post<LotteryRecord>('/ca-open/v1/lottery/verify', { credentialId })
