import type {
  CompanyInfo,
  WebsiteInfo,
  NavItem,
  PopupPush,
  CustomPage,
  AddressNode,
  EnterpriseInfo,
  ShortLinkInfo,
  WxSignature,
  EntityDataSummary,
  Extensions
} from '../../../types/contract'
import { http } from '@/services/http'

/** GET /api/open/v1/company/companyInfo */
export const getCompanyInfo = () => http.get<CompanyInfo>('/open/v1/company/companyInfo')
/** GET /api/open/v1/website/{id}/info */
export const getWebsiteInfo = (id: number) => http.get<WebsiteInfo>(`/open/v1/website/${id}/info`)
/** GET /api/open/v1/website/{id}/menu */
export const getWebsiteMenu = (id: number) => http.get<NavItem[]>(`/open/v1/website/${id}/menu`)
/** GET /api/open/v1/extensions (a local-server extension: docs/endpoints.md "Extensions") */
export const getExtensions = () => http.get<Extensions>('/open/v1/extensions').then(answer => answer?.features ?? [])
/** GET /api/open/v1/popup/fetchPopupPush?platform=MINI_PROGRAM */
export const fetchPopupPush = () => http.get<PopupPush[]>('/open/v1/popup/fetchPopupPush', { platform: 'MINI_PROGRAM' })
/** GET /api/open/v1/website/miniapp/template/{id} */
export const getCustomPage = (id: number) => http.get<CustomPage>(`/open/v1/website/miniapp/template/${id}`)
/** GET /api/open/website/module/moduleData/{id} */
export const getModuleData = (moduleId: number) => http.get<EntityDataSummary[]>(`/open/website/module/moduleData/${moduleId}`)
/** GET /api/open/address/list?code */
export const getAddressList = (code?: string) => http.get<AddressNode[]>('/open/address/list', { code })
/** GET /api/open/v1/common/enterpriseInfo/searchByName?name — an empty name makes no request (spec §5). */
export const searchEnterprise = async (name: string): Promise<EnterpriseInfo[]> => {
  if (typeof name !== 'string' || !name.trim()) return []
  return http.get<EnterpriseInfo[]>('/open/v1/common/enterpriseInfo/searchByName', { name: name.trim() })
}
/** GET /api/open/v1/shortLink/showInfo?keyword&contentId */
export const getShortLink = (keyword: string, contentId?: number | null) => http.get<ShortLinkInfo>('/open/v1/shortLink/showInfo', { keyword, contentId })
/** GET /api/open/wx/api/signature?url */
export const getSignature = (url: string) => http.get<WxSignature>('/open/wx/api/signature', { url })
/** GET /api/open/qrCode/gen?content — an image URL, not a call. */
export const qrCodeUrl = (content: string) => http.url('/open/qrCode/gen', { content })
