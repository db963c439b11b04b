import type { Gift, GiftConfirm, GiftRedemption, Page, PointRecord, RedeemGiftBody } from '../../../types/contract'
import { ALL_SIZE } from '@/constants'
import { http } from '@/services/http'

/** GET /api/ca/v1/community/gift/list */
export const getGifts = (page: number) => http.get<Page<Gift>>('/ca/v1/community/gift/list', { page, size: 10 })
/** GET /api/ca/v1/community/gift/detail/{id} */
export const getGift = (id: number) => http.get<Gift>(`/ca/v1/community/gift/detail/${id}`)
/** GET /api/ca/v1/community/gift/redeemList */
export const getRedemptions = (page: number) => http.get<Page<GiftRedemption>>('/ca/v1/community/gift/redeemList', { page, size: 10 })
/** POST /api/ca/v1/community/gift/confirmGift/{id} */
export const confirmGift = (id: number) => http.post<GiftConfirm>(`/ca/v1/community/gift/confirmGift/${id}`)
/** POST /api/ca/v1/community/gift/redeemGift */
export const redeemGift = (body: RedeemGiftBody) => http.post<GiftRedemption>('/ca/v1/community/gift/redeemGift', body)
/** GET /api/ca/v1/community/pointHistory/list?page&size=1000 */
export const getPointHistory = (page = 1) => http.get<Page<PointRecord>>('/ca/v1/community/pointHistory/list', { page, size: ALL_SIZE })
