import type { CompanyInfo, NavItem, WebsiteInfo } from '../../../types/contract'

/** The first data a page needs, shipped by the server inside index.html (web only). */
export interface BootData {
  companyInfo: CompanyInfo
  website: { id: number; info: WebsiteInfo; menu: NavItem[] } | null
}

/** Mini-programs have no server-rendered HTML: nothing is shipped with the page. */
export function readBootData(): BootData | null {
  return null
}
