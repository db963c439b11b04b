import { ScrollView, Text, View } from '@tarojs/components'
import type { Category, EntityDataSummary } from '../../../../types/contract'
import React, { useEffect, useMemo, useState } from 'react'
import { ContentCard } from '@/components/content-card'
import { Page } from '@/components/page'
import { PagedList } from '@/components/paged-list'
import type { PagedListState } from '@/hooks/use-paged-list'
import { BASE_PATH, pageUrl } from '@/shared/routes'
import { SearchField } from '@/components/search-field'
import { Skeleton } from '@/components/states'
import { usePageParams } from '@/hooks/use-params'
import { showInAddress } from '@/services/navigation/navigate'
import { debounce } from '@/utils/debounce'
import { parseId } from '@/shared/ids'
import { EVENT_STATUS_TABS, type ContentListConfig } from '@/shared/content-lists'
import { normaliseSearch } from '@/shared/search'
import { usePageShare } from '@/features/content/share'
import { useCategoryFilter, useContentList } from '@/features/content/use-content-list'
import { tapTarget } from '@/utils/tap-target'
import './content-list-screen.scss'

const SEARCH_CLASSES = {
  box: 'content-list__search',
  icon: 'content-list__search-icon',
  input: 'content-list__search-input',
  clear: 'content-list__search-clear'
}

/**
 * The list's first item, when it has a cover, is featured: a full-width card above the rows or the grid's pairs. It is
 * the newest (or best-matching) item; and as the first screen's one largest picture it is the page's LCP, so the other
 * covers can wait for the app's scripts on a slow link (docs/decisions.md "A list's first item is featured").
 */
const featured = (item: EntityDataSummary, index: number) => index === 0 && !!item.cover

interface ContentListScreenProps {
  config: ContentListConfig
}

interface Tab {
  key: string
  label: string
  selected: boolean
  /** The URL this tab shows (a category's list): the painted view makes the tab a link to it. */
  href?: string
  onSelect: () => void
}

/** A row of tabs that scrolls sideways; the selected one is underlined in the theme colour. */
function TabRow({ tabs, label, small }: { tabs: Tab[]; label: string; small?: boolean }) {
  return (
    <ScrollView scrollX className={`content-list__tabs ${small ? 'content-list__tabs--small' : ''}`} enhanced showScrollbar={false}>
      <View className='content-list__tab-row' role='tablist' aria-label={label}>
        {tabs.map(tab => (
          <View
            key={tab.key}
            className={`content-list__tab ${tab.selected ? 'content-list__tab--on' : ''}`}
            {...tapTarget('tab')}
            aria-selected={tab.selected}
            data-href={tab.href}
            onClick={tab.onSelect}
          >
            <Text>{tab.label}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
}

interface ContentListViewProps {
  config: ContentListConfig
  /** The type's categories in display order. */
  categories: Category[]
  /** null = 全部 */
  categoryId: number | null
  /** True until the categories have answered (the tab row keeps its place). */
  categoriesLoading: boolean
  /** False while a requested category waits to be checked (a skeleton instead of the list). */
  ready: boolean
  /** The event status tab ('' = 全部). */
  status: string
  /** What the search box shows, and the search the list was asked with. */
  typed: string
  search: string
  list: PagedListState<EntityDataSummary>
  onCategory: (id: number | null) => void
  onStatus: (value: string) => void
  onType: (value: string) => void
  onSearch: (value: string) => void
}

/**
 * A content list as a pure view of its props: search box, category tabs (each names the list URL it shows, so the
 * painted view links them), event status tabs, the paged items. ContentListScreen feeds it in the app; the server
 * paints it for an anonymous visitor (src/ssr/views.tsx).
 */
export function ContentListView(props: ContentListViewProps) {
  const { config, categories, categoryId, status, typed, search, list } = props
  const listUrl = (id: number | null) => BASE_PATH + pageUrl(config.route, { categoryId: id, searchValue: search || null })
  const categoryTabs: Tab[] = [
    { key: 'all', label: '全部', selected: categoryId === null, href: listUrl(null), onSelect: () => props.onCategory(null) },
    ...categories.map(c => ({
      key: String(c.id),
      label: c.name,
      selected: categoryId === c.id,
      href: listUrl(c.id),
      onSelect: () => props.onCategory(c.id)
    }))
  ]
  const statusTabs: Tab[] = EVENT_STATUS_TABS.map(t => ({
    key: t.value || 'all',
    label: t.label,
    selected: status === t.value,
    onSelect: () => props.onStatus(t.value)
  }))
  const emptyHint = search ? '换个关键词试试' : categoryId !== null || status ? '看看其他分类吧' : '稍后再来看看'

  return (
    <Page title={config.title} className={`content-list content-list--${config.layout}`}>
      <View className='content-list__head'>
        {config.searchable && (
          <SearchField
            classes={SEARCH_CLASSES}
            value={typed}
            placeholder={`搜索${config.noun}`}
            label={`搜索${config.noun}`}
            onInput={props.onType}
            onConfirm={props.onSearch}
            onClear={() => props.onSearch('')}
          />
        )}
        {categories.length > 0 ? (
          <TabRow tabs={categoryTabs} label='分类' />
        ) : (
          // Keeps the tab row's height while the categories load, so the list does not jump down.
          props.categoriesLoading && <View className='content-list__tabs content-list__tabs--pending' aria-hidden='true' />
        )}
        {config.statusTabs && <TabRow tabs={statusTabs} label='活动状态' small />}
      </View>
      <View className='content-list__body' data-main>
        {!props.ready ? (
          <Skeleton avatar />
        ) : (
          <PagedList
            state={list}
            className='content-list__items'
            itemKey={item => item.id}
            renderItem={(item, index) => <ContentCard item={item} layout={featured(item, index) ? 'large' : config.layout} />}
            firstBlockExtra={list.items[0] && featured(list.items[0], 0) ? 1 : 0}
            emptyText={search ? `没有找到“${search}”相关的${config.noun}` : `暂无${config.noun}`}
            emptyHint={emptyHint}
          />
        )}
      </View>
    </Page>
  )
}

/**
 * Any content list of spec §2 (?categoryId): category tabs (全部 first), optional search and event
 * status tabs, infinite paging with pull-to-refresh, and skeleton/empty/error states; drawn by ContentListView.
 */
export function ContentListScreen({ config }: ContentListScreenProps) {
  const params = usePageParams()
  const requestedCategory = parseId(params.categoryId)
  const filter = useCategoryFilter(config.entityType, requestedCategory)
  const [typed, setTyped] = useState(() => normaliseSearch(params.searchValue))
  const [search, setSearch] = useState(() => normaliseSearch(params.searchValue))
  const [status, setStatus] = useState('')

  const applySearch = useMemo(() => debounce((value: string) => setSearch(normaliseSearch(value))), [])
  useEffect(() => () => applySearch.cancel(), [applySearch])

  const list = useContentList({
    entityType: config.entityType,
    categoryId: filter.categoryId,
    searchValue: config.searchable ? search : '',
    filterType: config.statusTabs ? status : undefined,
    enabled: filter.ready
  })

  usePageShare({ title: config.title, path: config.route, query: { categoryId: filter.categoryId } })
  // The address keeps the search made here (a reload or a copied link shows it), not the one the page opened with.
  useEffect(() => {
    if (config.searchable) showInAddress({ searchValue: search || null })
  }, [config.searchable, search])

  const submit = (value: string) => {
    applySearch.cancel()
    setTyped(value)
    setSearch(normaliseSearch(value))
  }

  return (
    <ContentListView
      config={config}
      categories={filter.categories}
      categoryId={filter.categoryId}
      categoriesLoading={filter.loading}
      ready={filter.ready}
      status={status}
      typed={typed}
      search={search}
      list={list}
      onCategory={filter.setCategoryId}
      onStatus={setStatus}
      onType={value => {
        setTyped(value)
        applySearch(value)
      }}
      onSearch={submit}
    />
  )
}
