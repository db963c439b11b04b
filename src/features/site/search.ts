import type { EntityDataListQuery, EntityDataSummary, EntityTypeName, Page, SearchableEntity } from '../../../types/contract'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { normaliseSearch, SEARCH_GROUP_SIZE, searchGroups, type SearchGroup } from '@/shared/search'

/** Results a type's group shows once expanded in place (types whose list page has no search box). */
export const SEARCH_EXPANDED_SIZE = 20

type ListFetcher = (query: EntityDataListQuery) => Promise<Page<EntityDataSummary>>

/** The search text as sent: trimmed, at most 50 characters (the rule of every search box). */
export const normaliseQuery = normaliseSearch

/**
 * Searches every searchable type (spec §7 searchableEntityList) at once, one entityDataList page per
 * type, and returns the types with hits in the server's order. A type whose request fails is left
 * out; when every request fails the first error is thrown (the screen offers 重试).
 */
export async function searchAll(types: SearchableEntity[], searchValue: string, fetchList: ListFetcher, size = SEARCH_GROUP_SIZE): Promise<SearchGroup[]> {
  const q = normaliseQuery(searchValue)
  if (!q || types.length === 0) return []
  const answers = await Promise.allSettled(types.map(t => fetchList({ entityType: t.entityType, searchValue: q, page: 1, size } as EntityDataListQuery)))
  const failed = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected')
  if (failed.length === answers.length) throw failed[0].reason
  return searchGroups(
    types,
    answers.map(a => (a.status === 'fulfilled' ? a.value : null)),
    size
  )
}

/** List pages that take ?searchValue (their search box); others are expanded in place. */
const SEARCH_LISTS: Partial<Record<EntityTypeName, string>> = {
  ARTICLE: Routes.articleList,
  EVENT: Routes.eventList,
  BAGEVENT: Routes.eventList,
  COURSE: Routes.courseList,
  FILEDOWNLOAD: Routes.materialList,
  VIDEO: Routes.videoList
}

/** Where a group's "查看更多" goes: its type's list searching the same words, or null (expand in place). */
export function moreUrl(entityType: EntityTypeName | number, searchValue: string): string | null {
  if (typeof entityType === 'number') return null
  const route = SEARCH_LISTS[entityType]
  return route ? pageUrl(route, { searchValue: normaliseQuery(searchValue) }) : null
}
