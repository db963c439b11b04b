import type { CompanyInfo, ExtensionName, NavItem, WebsiteInfo } from '../../../types/contract'
import type { BootQuery } from '@/shared/query-keys'

/** The first data a page needs, shipped by the server inside index.html (web only). */
export interface BootData {
  companyInfo: CompanyInfo
  website: { id: number; info: WebsiteInfo; menu: NavItem[] } | null
  /** The server's extensions (what GET /api/open/v1/extensions answers); null when not shipped (ask the API). */
  extensions: ExtensionName[] | null
  /** Answers of the page's queries (a painted page's lists, details, module rows), seeding the query cache. */
  queries: BootQuery[]
  /**
   * The rich text of those answers as the server sanitised it for the painted view ([raw, clean] pairs, the rules of
   * src/shared/sanitize-rules.ts): the app shows the painted body without loading DOMPurify first.
   */
  cleanHtml: [string, string][]
}

/** Mini-programs have no server-rendered HTML: nothing is shipped with the page. */
export function readBootData(): BootData | null {
  return null
}
