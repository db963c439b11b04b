import type { CompanyInfo, EntityDataDetail, EntityTypeName, WebsiteInfo } from '../../types/contract'

/** The site a painted view is drawn for: its company and website decide the theme. */
export interface PaintedSite {
  companyInfo: CompanyInfo
  website: WebsiteInfo | null
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
}
