import { Text, View } from '@tarojs/components'
import React, { useEffect, useState } from 'react'
import type { PagedListState } from '@/hooks/use-paged-list'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { WindowedList } from '@/components/windowed-list'
import { endInViewNow, newEndId, useEndInView } from './use-end-in-view'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

interface PagedListProps<T> {
  state: PagedListState<T>
  renderItem: (item: T, index: number) => React.ReactNode
  itemKey: (item: T) => string | number
  emptyText?: string
  emptyHint?: string
  className?: string
  skeletonAvatar?: boolean
  /** Items the windowed list's first block holds beyond the others (WindowedList). */
  firstBlockExtra?: number
}

/** A paged list: skeleton, error with retry, empty state, windowed items, and a footer for more/end. */
export function PagedList<T>({ state, renderItem, itemKey, emptyText, emptyHint, className, skeletonAvatar = true, firstBlockExtra }: PagedListProps<T>) {
  const { items, loading, loadingMore, error, moreError, last, refresh, loadMore } = state
  const [endId] = useState(newEndId)
  const shown = !loading && !error && items.length > 0
  const endSeen = useEndInView(endId, shown, items.length)
  // The end is in view with more to come (a fast scroll, a short page, a tall screen): load the next
  // page, and again after it arrives while the end stays in view, until the last one.
  useEffect(() => {
    if (shown && endSeen > 0 && !last && !loadingMore && !moreError && endInViewNow(endId)) void loadMore()
  }, [endId, shown, endSeen, last, loadingMore, moreError, items.length, loadMore])
  if (loading && items.length === 0) return <Skeleton avatar={skeletonAvatar} />
  if (error && items.length === 0) return <ErrorView error={error} onRetry={() => void refresh()} />
  if (items.length === 0) return <Empty text={emptyText} hint={emptyHint} />
  return (
    <View className={`paged-list ${className || ''}`}>
      <WindowedList items={items} renderItem={renderItem} itemKey={itemKey} firstBlockExtra={firstBlockExtra} />
      <View className='paged-list__footer' id={endId}>
        {moreError ? (
          <View className='paged-list__retry' {...tapTarget('button')} onClick={() => void loadMore()}>
            加载失败，点击重试
          </View>
        ) : loadingMore ? (
          <Text>加载中…</Text>
        ) : last ? (
          <Text className='paged-list__end'>没有更多了</Text>
        ) : (
          <View className='paged-list__more' {...tapTarget('button')} onClick={() => void loadMore()}>
            加载更多
          </View>
        )}
      </View>
    </View>
  )
}
