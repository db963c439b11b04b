import type {
  Account,
  LoginResult,
  SmsCodeResult,
  UpdateInfosBody,
  AttendanceRecord,
  ResourceItem,
  Notice,
  FavouriteItem,
  Page,
  CheckinStatistic,
  OwnedCourse,
  LearnStatus
} from '../../../types/contract'
import { ALL_SIZE } from '@/constants'
import { http } from '@/services/http'

/** POST /api/ca-open/v1/companyAccount/wxh5/login — no body, no token: the session cookie signs in. */
export const loginWxh5 = () => http.post<LoginResult>('/ca-open/v1/companyAccount/wxh5/login', undefined, { auth: false })
/** POST /api/ca-open/v1/companyAccount/logout */
export const logout = () => http.post<boolean>('/ca-open/v1/companyAccount/logout')
/** GET /api/ca/v1/event/checkAddCpUser?eventId → 209 boolean */
export const checkAddCpUser = (eventId: number) => http.get<boolean>('/ca/v1/event/checkAddCpUser', { eventId })
/** GET /api/ca-open/v1/companyAccount/info */
export const getAccountInfo = () => http.get<Account>('/ca-open/v1/companyAccount/info')
/** GET /api/open/auth/code?account&type=0 — sends an SMS code. */
export const sendSmsCode = (cellphone: string) => http.get<SmsCodeResult>('/open/auth/code', { account: cellphone, type: 0 })
/** POST /api/open/v1/wx/verifyCellphone {code, phoneCode} */
export const verifyCellphone = (smsCode: string, cellphone: string) =>
  http.post<{ verified: boolean; bindCode: string }>('/open/v1/wx/verifyCellphone', { code: smsCode, phoneCode: cellphone })
/** POST /api/open/v1/wx/bindCellphone?code&appId&bind */
export const bindCellphone = (bindCode: string, appId = 'web') =>
  http.request<Account>('/open/v1/wx/bindCellphone', { method: 'POST', params: { code: bindCode, appId, bind: true } })
/** POST /api/ca-open/v1/companyAccount/updateInfos */
export const updateInfos = (body: UpdateInfosBody) => http.post<Account>('/ca-open/v1/companyAccount/updateInfos', body)
/** GET /api/open/v1/account/miniappPhoneVerifyQrCode */
export const getPhoneVerifyQrCode = () => http.get<{ code: string; qrCode: string }>('/open/v1/account/miniappPhoneVerifyQrCode')
/** GET /api/open/v1/account/verifyResult?code */
export const getVerifyResult = (code: string) => http.get<{ verified: boolean; cellphone: string | null }>('/open/v1/account/verifyResult', { code })
/** GET /api/ca/v1/personalCenter/attendanceRecord?status&page&size=10 */
export const getAttendanceRecords = (page: number, status?: string) =>
  http.get<Page<AttendanceRecord>>('/ca/v1/personalCenter/attendanceRecord', { status, page, size: 10 })
/** GET /api/ca/v1/personalCenter/resources */
export const getResources = (page: number) => http.get<Page<ResourceItem>>('/ca/v1/personalCenter/resources', { page, size: 10 })
/** GET /api/ca/v1/course/owned?learnStatus */
export const getOwnedCourses = (learnStatus?: LearnStatus) => http.get<OwnedCourse[]>('/ca/v1/course/owned', { learnStatus })
/** GET /api/ca-open/v1/entityData/favor/list?page&size=1000 */
export const getFavourites = (page = 1) => http.get<Page<FavouriteItem>>('/ca-open/v1/entityData/favor/list', { page, size: ALL_SIZE })
/** GET /api/ca-open/v1/notice/list */
export const getNotices = (page: number) => http.get<Page<Notice>>('/ca-open/v1/notice/list', { page, size: 10 })
/** POST /api/ca-open/v1/notice/read/{id} */
export const readNotice = (id: number) => http.post<Notice>(`/ca-open/v1/notice/read/${id}`)
/** GET /api/ca/v1/event/checkinStatistic */
export const getCheckinStatistics = () => http.get<CheckinStatistic[]>('/ca/v1/event/checkinStatistic')
/** POST /api/open/v1/wx/minapp/loginV1 (mini-program builds) */
// The code logins send the stored Authorization-Ca when there is one: the server keeps that account instead of
// starting a new visitor on every launch (a returning member kept orders, tickets and points).
export const loginMiniApp = (code: string) => http.post<LoginResult>('/open/v1/wx/minapp/loginV1', { code })
/** POST /api/open/v1/douyin/login (mini-program builds) */
export const loginDouyin = (code: string) => http.post<LoginResult>('/open/v1/douyin/login', { code })
/** POST /api/open/v1/wx/minapp/mainDomain/{appId} */
export const getWxMainDomain = (appId: string) =>
  http.post<{ domain: string }>(`/open/v1/wx/minapp/mainDomain/${encodeURIComponent(appId)}`, undefined, { auth: false })
/** GET /api/open/v1/douyin/mainDomain/{appId} */
export const getDouyinMainDomain = (appId: string) =>
  http.get<{ domain: string }>(`/open/v1/douyin/mainDomain/${encodeURIComponent(appId)}`, undefined, { auth: false })
/** GET /api/ca-open/v1/notice/list?page=1&size=100 — the newest notices, for the unread badge. */
export const getRecentNotices = () => http.get<Page<Notice>>('/ca-open/v1/notice/list', { page: 1, size: 100 })
