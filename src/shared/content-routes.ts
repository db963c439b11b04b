import { ContentType, type EntityTypeName } from '../../types/contract'
import { pageUrl, Routes } from './routes'

/** Detail pages by content type name (spec §2 "Detail target by content type"). */
const DETAIL_ROUTES: Record<string, string> = {
  EVENT: Routes.event,
  CUSTOMER_CASE: Routes.case,
  ARTICLE: Routes.article,
  FILEDOWNLOAD: Routes.material,
  VIDEO: Routes.video,
  COURSE: Routes.course,
  PRODUCT_INTRODUCTION: Routes.product
}

const CODE_NAMES: Record<number, string> = {
  [ContentType.ARTICLE]: 'ARTICLE',
  [ContentType.VIDEO]: 'VIDEO',
  [ContentType.COURSE]: 'COURSE',
  [ContentType.EVENT]: 'EVENT',
  [ContentType.FILEDOWNLOAD]: 'FILEDOWNLOAD',
  [ContentType.CUSTOMER_CASE]: 'CUSTOMER_CASE',
  [ContentType.PRODUCT_INTRODUCTION]: 'PRODUCT_INTRODUCTION'
}

type DetailTarget = { kind: 'page'; url: string } | { kind: 'bagevent'; id: number } | { kind: 'unknown'; message: '页面未完成' }

/**
 * Where a content item opens. A numeric type (or numeric string) is a custom entity id and opens its
 * record; named types open their detail pages; BAGEVENT opens the external event page.
 */
export function detailTarget(type: string | number | null | undefined, id: number): DetailTarget {
  if (typeof type === 'number' || (typeof type === 'string' && /^\d+$/.test(type))) {
    return { kind: 'page', url: pageUrl(Routes.entityData, { entityId: Number(type), id }) }
  }
  if (type === 'BAGEVENT') return { kind: 'bagevent', id }
  const route = typeof type === 'string' ? DETAIL_ROUTES[type] : undefined
  if (!route) return { kind: 'unknown', message: '页面未完成' }
  return { kind: 'page', url: pageUrl(route, { id }) }
}

/**
 * The app page a content item opens, for links made outside a tap (the server's posters, order return links,
 * assistant answers): its detail page, the event page for a BAGEVENT event (as `openDetail` opens it), or null
 * for a type without a page.
 */
export function detailUrl(type: string | number | null | undefined, id: number): string | null {
  const target = detailTarget(type, id)
  if (target.kind === 'page') return target.url
  if (target.kind === 'bagevent') return pageUrl(Routes.event, { id })
  return null
}

/** Detail target for a contentType code of spec §3 (0 CUSTOM needs the entity id as type instead). */
export function contentTypeName(code: number): string | null {
  return CODE_NAMES[code] || null
}

/** The list page of each content type (BAGEVENT events are listed with the others). */
const LIST_ROUTES: Partial<Record<EntityTypeName, string>> = {
  EVENT: Routes.eventList,
  BAGEVENT: Routes.eventList,
  COURSE: Routes.courseList,
  ARTICLE: Routes.articleList,
  FILEDOWNLOAD: Routes.materialList,
  CUSTOMER_CASE: Routes.caseList,
  PRODUCT_INTRODUCTION: Routes.productList,
  VIDEO: Routes.videoList
}

/**
 * The list page a content block's "more" opens when the editor set no link: its type's list, or a custom
 * entity's record list; null when there is none.
 */
export function listUrlOf(entityType: EntityTypeName | number): string | null {
  if (typeof entityType === 'number') return entityType > 0 ? pageUrl(Routes.entityList, { id: entityType }) : null
  return LIST_ROUTES[entityType] || null
}

/** The content type a detail route shows ('pages/article/index' → 'ARTICLE'): what the painter paints for a route. */
export const TYPE_OF_DETAIL_ROUTE: Record<string, EntityTypeName> = Object.fromEntries(
  Object.entries(DETAIL_ROUTES).map(([type, route]) => [route.slice(1), type as EntityTypeName])
)
