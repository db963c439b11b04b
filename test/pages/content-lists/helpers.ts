/** Rows and categories for the content list tests (and home's content modules). */
import type { Category, EntityDataSummary, EntityTypeName } from '../../../types/contract'

/** A list row of any type. */
export function row(id: number, over: Partial<EntityDataSummary> = {}): EntityDataSummary {
  return {
    id,
    entityDataId: id,
    entityType: 'ARTICLE',
    contentType: 1,
    title: `条目${id}`,
    summary: `摘要${id}`,
    cover: '',
    categoryId: null,
    categoryName: null,
    labels: [],
    publishTime: '2026-01-01T08:00:00Z',
    viewCount: 12,
    starCount: 0,
    recommend: false,
    price: null,
    ...over
  }
}

export function category(id: number, name: string, entityType: EntityTypeName = 'ARTICLE', sort = id): Category {
  return { id, name, entityType, sort }
}
