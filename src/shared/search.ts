import type { EntityDataSummary, EntityTypeName, Page, SearchableEntity } from '../../types/contract'
import type { QueryKey } from './query-keys'

// Home's search (pages/index/index?searchValue): what the app and the painter both build its results from, and the
// keys they ship and ask under (here rather than in query-keys.ts, which start-up loads).

/** Results shown per type before "查看更多". */
export const SEARCH_GROUP_SIZE = 3

/** One content type's share of the results: its name, the first hits and how many there are in all. */
export interface SearchGroup {
  entityType: EntityTypeName | number
  name: string
  items: EntityDataSummary[]
  total: number
}

/**
 * The results of a search from each searchable type's first page (null: its request failed): the types with hits, in
 * the server's order, each with its first `size` hits.
 */
export function searchGroups(types: SearchableEntity[], pages: (Page<EntityDataSummary> | null | undefined)[], size = SEARCH_GROUP_SIZE): SearchGroup[] {
  const groups: SearchGroup[] = []
  pages.forEach((page, i) => {
    if (!page || !Array.isArray(page.content)) return
    const items = page.content.slice(0, size)
    if (items.length === 0) return
    groups.push({ entityType: types[i].entityType, name: types[i].name, items, total: Math.max(page.totalElements || 0, items.length) })
  })
  return groups
}

/** The content types the search covers (GET content/searchableEntityList; the same for every visitor). */
export const searchableTypesKey: QueryKey = ['getSearchableEntities']

/** A search's results over those types (searchAll: one entityDataList page per type). */
export const searchResultsKey = (types: SearchableEntity[] | undefined, query: string): QueryKey => ['searchAll', types, query]

/** A search value worth sending: trimmed, at most 50 characters, '' for nothing. */
export function normaliseSearch(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 50) : ''
}
