import { View } from '@tarojs/components'
import React from 'react'
import type { Page } from '../../../../types/contract'
import { PagedList } from '@/components/paged-list'
import { Empty, QueryView, type EmptyProps } from '@/components/states'
import { WindowedList } from '@/components/windowed-list'
import { usePagedList } from '@/hooks/use-paged-list'
import type { QueryState } from '@/hooks/use-query'

interface RecordListProps<T> {
  /** A useQuery state holding the whole list (personal-centre lists load in one page). */
  query: QueryState<T[]>
  itemKey: (item: T) => string | number
  renderItem: (item: T) => React.ReactNode
  /** What an empty list says, and its next step. */
  empty: EmptyProps
  className?: string
  skeleton?: React.ReactNode
  /** Long lists (lottery, points, favourites) render in blocks as they scroll into view. */
  windowed?: boolean
  /** Above the rows (a count, a balance line). */
  header?: (items: T[]) => React.ReactNode
}

/** A personal-centre record list: skeleton, error with 重试, empty state with its next step, then the rows. */
export function RecordList<T>({ query, itemKey, renderItem, empty, className, skeleton, windowed, header }: RecordListProps<T>) {
  return (
    <QueryView query={query} isEmpty={list => list.length === 0} empty={<Empty {...empty} />} skeleton={skeleton}>
      {list => (
        <>
          {header?.(list)}
          {windowed ? (
            <WindowedList className={className} items={list} itemKey={itemKey} renderItem={item => renderItem(item)} />
          ) : (
            <View className={className}>
              {list.map(item => (
                <React.Fragment key={itemKey(item)}>{renderItem(item)}</React.Fragment>
              ))}
            </View>
          )}
        </>
      )}
    </QueryView>
  )
}

interface PagedRecordsProps<T> {
  /** One page of records (1-based); `deps` start the list over (a tab). */
  load: (page: number) => Promise<Page<T>>
  deps?: unknown[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => React.ReactNode
  empty: { text: string; hint: string }
}

/** A personal-centre record list loaded page by page as the visitor scrolls (attendance, materials, redemptions). */
export function PagedRecords<T>({ load, deps = [], itemKey, renderItem, empty }: PagedRecordsProps<T>) {
  const list = usePagedList(load, deps)
  return <PagedList state={list} itemKey={itemKey} emptyText={empty.text} emptyHint={empty.hint} renderItem={item => renderItem(item)} />
}
