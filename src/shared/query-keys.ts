import type { EntityDataDetail, EntityTypeName } from '../../types/contract'

/**
 * The query keys of the data a painted page ships (docs/first-paint.md "Boot data"): the server's painter puts
 * each answer into the boot data under the key the app's hook asks with, and the app seeds its query cache with
 * them at start, so both sides build the keys here, once. Keys are compared as JSON: plain values only.
 */
export type QueryKey = readonly unknown[]

/** One answer shipped with the page: the hook asking for `key` shows `data` with no request. */
export interface BootQuery {
  key: QueryKey
  data: unknown
}

/** Page size of the content lists (their first page is what a painted list ships). */
export const LIST_PAGE_SIZE = 10

/** The rows of a home/custom page CONTENT module (GET moduleData/{id}). */
export const moduleDataKey = (moduleId: number): QueryKey => ['getModuleData', moduleId]

/** A custom page's template: its title and modules (GET website/miniapp/template/{id}). */
export const customPageKey = (pageId: number | null): QueryKey => ['getCustomPage', pageId]

/** The categories of a content type (GET listCategories?entityType). */
export const categoriesKey = (entityType: EntityTypeName | number): QueryKey => ['listCategories', entityType]

/** What a content list shows: its type and filters ('' / null = none). */
export interface ContentListFilter {
  entityType: EntityTypeName | number
  categoryId: number | null
  searchValue: string
  filterType?: string
}

/** A content list's paged query (GET entityDataList, LIST_PAGE_SIZE a page); absent filters written one way. */
export const contentListKey = (f: ContentListFilter): QueryKey => ['getEntityDataList', f.entityType, f.categoryId ?? null, f.searchValue || '', f.filterType || '']

/** A detail page's content (its type as the page tracks it: ARTICLE, EVENT, COURSE…). */
export const contentDetailKey = (type: string, id: number | null): QueryKey => ['content detail', type, id]

/** A detail page's answer as its hook keeps it: the detail, and why the page is leaving (null: it is shown). */
export interface DetailAnswer<T extends EntityDataDetail = EntityDataDetail> {
  detail: T
  leaving: 'redirect' | 'gate' | 'login' | null
}

/**
 * Whether the detail page's own request counts the visit (GET entityDataDetail does; the course page asks
 * getCourseDetail, which does not): the painter paints that count, and a page shown from shipped data counts
 * the visit with a view ping instead.
 */
export const detailCountsView = (type: string): boolean => type !== 'COURSE'
