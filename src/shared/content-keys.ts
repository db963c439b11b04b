import type { EntityDataDetail, EntityTypeName } from '../../types/contract'
import type { QueryKey } from './query-keys'

/*
 * The query keys of the content lists and details a painted page ships (src/shared/query-keys.ts says why they are
 * shared). Apart from query-keys.ts, whose few lines every screen's start-up needs, so that this part loads with the
 * list and detail pages only.
 */

/** Page size of the content lists (their first page is what a painted list ships). */
export const LIST_PAGE_SIZE = 10

/** The categories of a content type (GET listCategories?entityType). */
export const categoriesKey = (entityType: EntityTypeName | number): QueryKey => ['listCategories', entityType]

/** What a content list shows: its type and filters ('' / null = none). */
interface ContentListFilter {
  entityType: EntityTypeName | number
  categoryId: number | null
  searchValue: string
  filterType?: string
}

/** A content list's paged query (GET entityDataList, LIST_PAGE_SIZE a page); absent filters written one way. */
export const contentListKey = (f: ContentListFilter): QueryKey => [
  'getEntityDataList',
  f.entityType,
  f.categoryId ?? null,
  f.searchValue || '',
  f.filterType || ''
]

/** Every speaker (GET speaker/list?size=1000: the answer's content; the same for every visitor). */
export const speakersKey: QueryKey = ['getSpeakers']

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
