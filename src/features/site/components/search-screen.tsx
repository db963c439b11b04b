import { Text, View } from '@tarojs/components'
import React, { useState } from 'react'
import type { EntityDataSummary } from '../../../../types/contract'
import { ContentCard } from '@/components/content-card'
import { Page } from '@/components/page'
import { SearchField } from '@/components/search-field'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { navigateTo } from '@/services/navigation/navigate'
import { toastError } from '@/services/ui/toast'
import { getEntityDataList, getSearchableEntities } from '@/features/content'
import { moreUrl, normaliseQuery, SEARCH_EXPANDED_SIZE, searchAll, type SearchGroup } from '@/features/site/search'
import { tapTarget } from '@/utils/tap-target'
import './search-screen.scss'

const SEARCH_CLASSES = { box: 'search-screen__bar', icon: 'search-screen__icon', input: 'search-screen__input', clear: 'search-screen__clear' }

function GroupView({ group, query }: { group: SearchGroup; query: string }) {
  const [more, setMore] = useState<EntityDataSummary[] | null>(null)
  const [expanding, setExpanding] = useState(false)
  const url = moreUrl(group.entityType, query)
  const items = more || group.items
  const canExpand = !url && !more && group.total > group.items.length
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
    <View className='search-group' data-testid={`search-group-${group.entityType}`}>
      <View className='search-group__head'>
        <View className='search-group__title' role='heading' aria-level={2}>
          {group.name}
          <Text className='search-group__count'>{group.total} 条</Text>
        </View>
        {(url || canExpand) && (
          <View
            className='search-group__more'
            {...tapTarget('link')}
            aria-label={`查看更多${group.name}`}
            onClick={() => (url ? void navigateTo(url) : void expand())}
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

/**
 * Home's search (pages/index/index?searchValue=...): every searchable content type at once
 * (spec §7 searchableEntityList), a section per type with its first hits and a "查看更多".
 */
export function SearchScreen({ initial }: { initial: string }) {
  const [typed, setTyped] = useState(() => normaliseQuery(initial))
  const [query, setQuery] = useState(() => normaliseQuery(initial))
  const types = useQuery(['getSearchableEntities'], () => getSearchableEntities())
  const results = useQuery(['searchAll', types.data, query], () => searchAll(types.data || [], query, getEntityDataList), { enabled: !!types.data && !!query })
  const error = types.error || results.error
  const submit = (value: string) => {
    setTyped(value)
    setQuery(normaliseQuery(value))
  }
  const groups = results.data || []
  return (
    <Page title='搜索' className='search-screen'>
      <SearchField
        classes={SEARCH_CLASSES}
        value={typed}
        focus={!query}
        placeholder='搜索活动、文章、课程…'
        label='搜索全站内容'
        onInput={setTyped}
        onConfirm={submit}
        onClear={() => submit('')}
      />
      <View className='search-screen__body'>
        {!query ? (
          <Empty text='输入关键词，搜索活动、文章、课程等全部内容' />
        ) : error && !results.loading && !types.loading ? (
          <ErrorView error={error} onRetry={() => void (types.error ? types.reload() : results.reload())} />
        ) : results.loading || types.loading || !results.data ? (
          <Skeleton rows={4} avatar />
        ) : groups.length === 0 ? (
          <Empty text={`没有找到“${query}”相关的内容`} hint='换个关键词试试' />
        ) : (
          groups.map(group => <GroupView key={`${query}-${group.entityType}`} group={group} query={query} />)
        )}
      </View>
    </Page>
  )
}
