import type { CompanyInfo, NavItem, WebsiteInfo } from '../../../types/contract'
import type { BootQuery } from '@/shared/query-keys'

/** The first data a page needs, shipped by the server inside index.html (web only). */
export interface BootData {
  companyInfo: CompanyInfo
  website: { id: number; info: WebsiteInfo; menu: NavItem[] } | null
  /** Answers of the page's queries (a painted page's lists, details, module rows), seeding the query cache. */
  queries: BootQuery[]
}

/** Mini-programs have no server-rendered HTML: nothing is shipped with the page. */
export function readBootData(): BootData | null {
  return null
}
