import type { Category, EntityTypeName, EventStatus } from '../../types/contract'
import { EVENT_STATUS_TEXT } from './event-status'
import { Routes } from './routes'

export type ListLayout = 'row' | 'grid' | 'large'

/** How one content list screen looks and behaves. */
export interface ContentListConfig {
  entityType: EntityTypeName
  title: string
  /** The page's own route, for share links. */
  route: string
  /** Show a search box (searchValue). */
  searchable: boolean
  layout: ListLayout
  /** What one item is called in the search box ("搜索文章"). */
  noun: string
  /** Event lists filter by status (filterType). */
  statusTabs?: boolean
}

/** The seven content lists of spec §2, one config each. */
export const CONTENT_LISTS = {
  event: { entityType: 'EVENT', title: '活动', noun: '活动', route: Routes.eventList, searchable: true, layout: 'large', statusTabs: true },
  course: { entityType: 'COURSE', title: '课程', noun: '课程', route: Routes.courseList, searchable: true, layout: 'row' },
  article: { entityType: 'ARTICLE', title: '文章', noun: '文章', route: Routes.articleList, searchable: true, layout: 'row' },
  material: { entityType: 'FILEDOWNLOAD', title: '资料下载', noun: '资料', route: Routes.materialList, searchable: true, layout: 'row' },
  case: { entityType: 'CUSTOMER_CASE', title: '客户案例', noun: '案例', route: Routes.caseList, searchable: false, layout: 'grid' },
  product: { entityType: 'PRODUCT_INTRODUCTION', title: '产品介绍', noun: '产品', route: Routes.productList, searchable: false, layout: 'grid' },
  video: { entityType: 'VIDEO', title: '视频', noun: '视频', route: Routes.videoList, searchable: true, layout: 'grid' }
} satisfies Record<string, ContentListConfig>

export type ContentListKind = keyof typeof CONTENT_LISTS

/** Event status tabs: label and the filterType sent for it ('' = all). */
export const EVENT_STATUS_TABS: { label: string; value: EventStatus | '' }[] = [
  { label: '全部', value: '' },
  ...(['UPCOMING', 'ONGOING', 'ENDED'] as const).map(value => ({ label: EVENT_STATUS_TEXT[value], value }))
]

/** The category to show: the requested one when the type has it, else null (全部). */
export function resolveCategory(requested: number | null, categories: Category[] | undefined): number | null {
  if (!requested || !Array.isArray(categories)) return null
  return categories.some(c => c.id === requested) ? requested : null
}

/** Categories in their display order (by sort, then id). */
export function sortCategories(categories: Category[] | undefined): Category[] {
  if (!Array.isArray(categories)) return []
  return [...categories].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)
}

/** The list kind a list route shows ('pages/event-list/index' → 'event'): what the painter paints for a route. */
export const LIST_KIND_OF_ROUTE: Record<string, ContentListKind> = Object.fromEntries(
  (Object.keys(CONTENT_LISTS) as ContentListKind[]).map(kind => [CONTENT_LISTS[kind].route.slice(1), kind])
)
