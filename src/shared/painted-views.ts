import type { BusinessCard, CompanyInfo, EntityDataDetail, EntityDataSummary, EntityTypeName, SiteModule, WebsiteInfo } from '../../types/contract'

/** The site a painted view is drawn for: its company and website decide the theme. */
export interface PaintedSite {
  companyInfo: CompanyInfo
  website: WebsiteInfo | null
}

/** The data a painted module list is drawn from, all public (read by the painter as an anonymous visitor). */
export interface PaintedModuleData {
  /** CONTENT module rows by module id (missing: the module is drawn as the app's skeleton). */
  rows: Record<number, EntityDataSummary[]>
  /** Business cards by company user id, their public fields (null: no such card; its module is left out). */
  cards: Record<number, Pick<BusinessCard, 'name' | 'title' | 'company' | 'avatar' | 'cellphone'> | null>
}

/**
 * What the server bundle of the app's views (src/ssr/views.tsx, built by scripts/build-ssr.cjs) offers the painter
 * (server/ssr/painter.ts): the painted first view of a route, drawn by the app's own components with react-dom/server.
 */
export interface PaintedViews {
  /** Rich text goes through this before it is rendered (the server's DOMPurify on jsdom, with the app's rules). */
  setSanitizer(sanitize: (html: string) => string): void
  /** The content types whose detail page the bundle draws. */
  detailTypes: readonly EntityTypeName[]
  /** A detail page as an anonymous visitor sees it; null for a type the bundle does not draw. */
  renderDetail(site: PaintedSite, type: EntityTypeName, detail: EntityDataDetail): string | null
  /** Home's 首页 tab (the 名片 tab is never painted: it is chosen by the session), its first screen of modules. */
  renderHome(site: PaintedSite, home: { hasMenu: boolean; modules: SiteModule[]; data: PaintedModuleData }): string
  /** A custom or scene page, its first screen of modules. */
  renderCustomPage(site: PaintedSite, page: { title: string; modules: SiteModule[]; data: PaintedModuleData }): string
}
