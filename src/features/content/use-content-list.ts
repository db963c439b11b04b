import { useEffect, useState } from 'react'
import type { Category, EntityDataSummary, EntityTypeName, Speaker } from '../../../types/contract'
import { usePagedList, type PagedListState } from '@/hooks/use-paged-list'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { getEntityDataList, getSpeakers, listCategories } from './api'
import { resolveCategory, sortCategories } from '@/shared/content-lists'
import { categoriesKey, contentListKey, LIST_PAGE_SIZE, speakersKey } from '@/shared/content-keys'

interface CategoryFilter {
  categories: Category[]
  /** null = 全部 */
  categoryId: number | null
  setCategoryId: (id: number | null) => void
  /** False while a requested category still waits to be checked against the type's categories. */
  ready: boolean
  /** True until the categories have answered (the tab row keeps its place meanwhile). */
  loading: boolean
}

/**
 * The category tabs of a list: loads the type's categories; a requested ?categoryId is kept only
 * when the type has it (else 全部). Without a request the list does not wait for the tabs; with categories
 * the painted page shipped it is checked on the first render.
 */
export function useCategoryFilter(entityType: EntityTypeName | number, requested: number | null): CategoryFilter {
  const query = useQuery(categoriesKey(entityType), () => listCategories(entityType))
  const shipped = !query.loading && query.data !== undefined
  const [categoryId, setCategoryId] = useState<number | null>(() => (shipped ? resolveCategory(requested, query.data) : requested))
  const [checked, setChecked] = useState(!requested || shipped)
  useEffect(() => {
    if (checked || query.loading) return
    // Categories that failed to load cannot disprove the request: keep it.
    if (!query.error) setCategoryId(resolveCategory(requested, query.data))
    setChecked(true)
  }, [checked, query.loading, query.error, query.data, requested])
  return { categories: sortCategories(query.data), categoryId, setCategoryId, ready: checked, loading: query.loading && !query.data }
}

interface ContentListQuery {
  entityType: EntityTypeName | number
  categoryId: number | null
  searchValue: string
  filterType?: string
  enabled?: boolean
}

/** One content list, page by page (page 1, then number+2 until last); a new filter starts over. */
export function useContentList(q: ContentListQuery): PagedListState<EntityDataSummary> {
  return usePagedList(
    page =>
      getEntityDataList({
        page,
        size: LIST_PAGE_SIZE,
        entityType: q.entityType,
        categoryId: q.categoryId ?? undefined,
        searchValue: q.searchValue || undefined,
        filterType: q.filterType || undefined
      }),
    [q.entityType, q.categoryId, q.searchValue, q.filterType],
    { enabled: q.enabled !== false, key: contentListKey(q) }
  )
}

/** Every speaker (one request, size 1000). */
export function useSpeakers(): QueryState<Speaker[]> {
  return useQuery(speakersKey, async () => {
    const result = await getSpeakers()
    return Array.isArray(result?.content) ? result.content : []
  })
}
