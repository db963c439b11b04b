import type Database from 'better-sqlite3'
import { TYPE_OF_DETAIL_ROUTE } from '../../src/shared/content-routes'
import { PAINTED_ROUTES } from '../../src/shared/painted-routes'

/** Pages a painted route draws apart from its own first view: home's search (?searchValue) with hits of several types. */
export const PAINTED_VARIANTS = [`/pages/index/index?searchValue=${encodeURIComponent('峰会')}`]

/**
 * An app URL (without /web/h) for each painted route of the demo database `db`: lists as they are, details with the
 * first item of their type, custom and scene pages with page 2, the lead form (申请试用) and its success page after a
 * submission without a ticket, lottery 1, the subscribe gate as a gated article opens it, the summit's agenda (days,
 * tracks, speakers), the album of event posters, the free course's first video and first article lesson. One table for every test
 * that walks the painted routes (the parity journey, the painted dates in three zones).
 */
export function paintedRouteUrls(db: Database.Database): string[] {
  const one = (sql: string, ...args: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...args) as number | undefined
  /** The first lesson of this type of the first free course. */
  const lesson = (type: string) => {
    const course = one("SELECT id FROM entity_data WHERE entity_type = 'COURSE' AND COALESCE(price, 0) = 0 ORDER BY id LIMIT 1")
    return `?id=${course}&itemId=${one('SELECT id FROM course_items WHERE course_id = ? AND type = ? ORDER BY sort, id LIMIT 1', course, type)}`
  }
  const queryOf: Record<string, () => string> = {
    'pages/custom/index': () => '?pageId=2',
    'pages/scene/scene': () => '?pageId=2',
    'pages/form/index': () => '?id=2',
    'pages/form/success/index': () => `?submissionId=${one('SELECT id FROM form_submissions WHERE ticket_id IS NULL ORDER BY id LIMIT 1')}`,
    'pages/lottery/index': () => '?id=1',
    'pages/subscribe/index': () => `?id=${one("SELECT id FROM entity_data WHERE content_key = 'article-subscribe-gate'")}&trackType=ARTICLE`,
    'pages/schedule/index': () => `?id=${one("SELECT id FROM entity_data WHERE content_key = 'event-summit'")}`,
    'pages/album/index': () => `?dirId=${one("SELECT id FROM asset_dirs WHERE name = '活动海报'")}`,
    'pages/course/item/index': () => lesson('VIDEO'),
    'pages/course/item/article/index': () => lesson('ARTICLE')
  }
  return PAINTED_ROUTES.map(route => {
    const type = TYPE_OF_DETAIL_ROUTE[route]
    if (type) return `/${route}?id=${one('SELECT id FROM entity_data WHERE entity_type = ? ORDER BY id LIMIT 1', type)}`
    return `/${route}${queryOf[route]?.() ?? ''}`
  })
}
