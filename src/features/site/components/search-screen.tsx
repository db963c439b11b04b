import { Text, View } from '@tarojs/components'
import React, { useEffect, useState } from 'react'
import type { EntityDataSummary } from '../../../../types/contract'
import { ContentCard } from '@/components/content-card'
import { Page } from '@/components/page'
import { SearchField } from '@/components/search-field'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { navigateTo, showInAddress } from '@/services/navigation/navigate'
import { BASE_PATH } from '@/shared/routes'
import { toastError } from '@/services/ui/toast'
import { getEntityDataList, getSearchableEntities } from '@/features/content'
import { moreUrl, normaliseQuery, SEARCH_EXPANDED_SIZE, searchAll } from '@/features/site/search'
import { searchableTypesKey, searchResultsKey, type SearchGroup } from '@/shared/search'
import { tapTarget } from '@/utils/tap-target'
import './search-screen.scss'

const SEARCH_CLASSES = { box: 'search-screen__bar', icon: 'search-screen__icon', input: 'search-screen__input', clear: 'search-screen__clear' }

interface SearchGroupViewProps {
  group: SearchGroup
  /** The hits shown: the group's first ones, or the expanded page. */
  items: EntityDataSummary[]
  /** Its type's list searching the same words (查看更多 opens it), or null. */
  moreHref: string | null
  /** 查看更多 expands the group in place (a type whose list has no search box). */
  canExpand: boolean
  expanding: boolean
  onMore: () => void
}

/** One type's results: its name and count, 查看更多, the hits as cards. */
export function SearchGroupView({ group, items, moreHref, canExpand, expanding, onMore }: SearchGroupViewProps) {
  return (
    <View className='search-group' data-testid={`search-group-${group.entityType}`}>
      <View className='search-group__head'>
        <View className='search-group__title' role='heading' aria-level={2}>
          {group.name}
          <Text className='search-group__count'>{group.total} 条</Text>
        </View>
        {(moreHref || canExpand) && (
          <View
            className='search-group__more'
            {...tapTarget('link')}
            aria-label={`查看更多${group.name}`}
            // data-href: the painted view makes it a plain link to the list (src/ssr/taro-components.tsx).
            data-href={moreHref ? BASE_PATH + moreHref : undefined}
            onClick={onMore}
          >
            <Text>{expanding ? '加载中…' : '查看更多'}</Text>
            <Text className='search-group__arrow'>›</Text>
          </View>
        )}
      </View>
      <View className='search-group__items'>
        {items.map(item => (
          <ContentCard key={item.id} item={item} layout='row' />
        ))}
      </View>
    </View>
  )
}

function SearchGroupBox({ group, query }: { group: SearchGroup; query: string }) {
  const [more, setMore] = useState<EntityDataSummary[] | null>(null)
  const [expanding, setExpanding] = useState(false)
  const url = moreUrl(group.entityType, query)
  const expand = async () => {
    if (expanding) return
    setExpanding(true)
    try {
      const page = await getEntityDataList({ entityType: group.entityType, searchValue: query, page: 1, size: SEARCH_EXPANDED_SIZE })
      setMore(page.content)
    } catch (e) {
      toastError(e)
    } finally {
      setExpanding(false)
    }
  }
  return (
    <SearchGroupView
      group={group}
      items={more || group.items}
      moreHref={url}
      canExpand={!url && !more && group.total > group.items.length}
      expanding={expanding}
      onMore={() => (url ? void navigateTo(url) : void expand())}
    />
  )
}

interface SearchViewProps {
  /** The words in the box, and the words searched ('' for none yet). */
  typed: string
  query: string
  /** The results (undefined while they load), or what went wrong. */
  groups: SearchGroup[] | undefined
  loading: boolean
  error: unknown
  onType: (value: string) => void
  onSubmit: (value: string) => void
  onRetry: () => void
  /** A group of results as drawn (SearchGroupView, or its container in the app). */
  group: (group: SearchGroup) => React.ReactNode
}

/** Home's search as drawn: the box, then a prompt, the results per type, nothing found, or the error. */
export function SearchView({ typed, query, groups, loading, error, onType, onSubmit, onRetry, group }: SearchViewProps) {
  return (
    <Page title='搜索' className='search-screen'>
      <SearchField
        classes={SEARCH_CLASSES}
        value={typed}
        focus={!query}
        placeholder='搜索活动、文章、课程…'
        label='搜索全站内容'
        onInput={onType}
        onConfirm={onSubmit}
        onClear={() => onSubmit('')}
      />
      <View className='search-screen__body'>
        {!query ? (
          <Empty text='输入关键词，搜索活动、文章、课程等全部内容' />
        ) : error && !loading ? (
          <ErrorView error={error} onRetry={onRetry} />
        ) : loading || !groups ? (
          <Skeleton rows={4} avatar />
        ) : groups.length === 0 ? (
          <Empty text={`没有找到“${query}”相关的内容`} hint='换个关键词试试' />
        ) : (
          groups.map(g => <React.Fragment key={`${query}-${g.entityType}`}>{group(g)}</React.Fragment>)
        )}
      </View>
    </Page>
  )
}

/**
 * Home's search (pages/index/index?searchValue=...): every searchable content type at once
 * (spec §7 searchableEntityList), a section per type with its first hits and a "查看更多".
 */
export function SearchScreen({ initial }: { initial: string }) {
  const [typed, setTyped] = useState(() => normaliseQuery(initial))
  const [query, setQuery] = useState(() => normaliseQuery(initial))
  const types = useQuery(searchableTypesKey, () => getSearchableEntities())
  const results = useQuery(searchResultsKey(types.data, query), () => searchAll(types.data || [], query, getEntityDataList), {
    enabled: !!types.data && !!query
  })
  // The address says what is searched, so a reload, back from a result or a copied link shows this search.
  useEffect(() => showInAddress({ searchValue: query }), [query])
  const submit = (value: string) => {
    setTyped(value)
    setQuery(normaliseQuery(value))
  }
  return (
    <SearchView
      typed={typed}
      query={query}
      groups={results.data}
      loading={results.loading || types.loading}
      error={types.error || results.error}
      onType={setTyped}
      onSubmit={submit}
      onRetry={() => void (types.error ? types.reload() : results.reload())}
      group={g => <SearchGroupBox group={g} query={query} />}
    />
  )
}
