import type { CompanyInfo, EntityDataSummary, NavItem, WebsiteInfo } from '../../../types/contract'

/** The first data a page needs, shipped by the server inside index.html (web only). */
export interface BootData {
  companyInfo: CompanyInfo
  website: { id: number; info: WebsiteInfo; menu: NavItem[] } | null
}

/** Mini-programs have no server-rendered HTML: nothing is shipped with the page. */
export function readBootData(): BootData | null {
  return null
}

/** Mini-programs get no module rows with the page. */
export function takeBootModuleData(_moduleId: number): EntityDataSummary[] | null {
  return null
}
