import { NOT_FOUND, pageUrl, Routes, stripBase } from './routes'

/** Legacy page names (spec §2) and the routes they now live at. */
export const LEGACY_ROUTES: Record<string, { path: string; extra?: Record<string, string> }> = {
  custom: { path: Routes.custom },
  article: { path: Routes.article },
  'article-list': { path: Routes.articleList },
  'case-list': { path: Routes.caseList },
  course: { path: Routes.course },
  'course-list': { path: Routes.courseList },
  'event-detail': { path: Routes.event },
  'event-list': { path: Routes.eventList },
  form: { path: Routes.form },
  lottery: { path: Routes.lottery },
  'lottery history': { path: Routes.accountLottery },
  'material-detail': { path: Routes.material },
  'material-list': { path: Routes.materialList },
  poster: { path: Routes.poster },
  'product-detail': { path: Routes.product },
  'product-list': { path: Routes.productList },
  promotion: { path: Routes.promotion },
  web: { path: Routes.web },
  card: { path: Routes.home, extra: { tab: 'card' } }
}

function legacyName(raw: string): string {
  let name = raw
  try {
    name = decodeURIComponent(raw)
  } catch {
    // keep the raw text
  }
  // "lottery history" may arrive as lottery-history or lottery_history in old links.
  return name.replace(/^lottery[-_]history$/, 'lottery history')
}

/**
 * The route a legacy name redirects to, the query passed through (card adds tab=card),
 * or null for anything that is not a legacy name (the 404 page stays).
 */
export function legacyRedirect(path: string, query: Record<string, string>): string | null {
  const rest = stripBase(path).replace(/^\//, '')
  if (!rest || rest.includes('/')) return null
  const name = legacyName(rest)
  // Own names only: /web/h/constructor or /toString must not find Object.prototype members.
  const target = Object.prototype.hasOwnProperty.call(LEGACY_ROUTES, name) ? LEGACY_ROUTES[name] : undefined
  if (!target) return null
  return pageUrl(target.path, { ...query, ...target.extra })
}

/** The 404 page for an unknown path: original path (base stripped) and query as parameters. */
export function notFoundUrl(path: string, query: Record<string, string>): string {
  const search = Object.keys(query)
    .filter(k => k !== 'stamp' && k !== '$taroTimestamp')
    .map(k => `${k}=${query[k]}`)
    .join('&')
  return pageUrl(NOT_FOUND, { path: stripBase(path), query: search })
}
