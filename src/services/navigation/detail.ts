import { ContentType } from '../../../types/contract'
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

/** Detail target for a contentType code of spec §3 (0 CUSTOM needs the entity id as type instead). */
export function contentTypeName(code: number): string | null {
  return CODE_NAMES[code] || null
}
