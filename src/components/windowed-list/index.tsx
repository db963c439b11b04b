import { View } from '@tarojs/components'
import React from 'react'
import { ListBlock } from './list-block'
import './index.scss'

interface WindowedListProps<T> {
  items: T[]
  renderItem: (item: T, index: number) => React.ReactNode
  itemKey: (item: T) => string | number
  /** Items per block; a grid passes a multiple of its column count so no row is split between blocks. */
  blockSize?: number
  /** Items the first block holds beyond blockSize: a grid whose first item fills a row by itself (a featured card)
   * passes 1, so no later row is split between blocks. */
  firstBlockExtra?: number
  className?: string
}

/**
 * A long list rendered in blocks of `blockSize` items. On the web a block far from the viewport is
 * emptied to a spacer of its measured height (list-block.h5.tsx), so the DOM stays bounded while the
 * scroll height and position stay right. Grids lay out each `.windowed-list__block` (blocks stack).
 */
export function WindowedList<T>({ items, renderItem, itemKey, blockSize = 20, firstBlockExtra = 0, className }: WindowedListProps<T>) {
  const size = Math.max(1, Math.floor(blockSize) || 1)
  const first = size + Math.max(0, Math.floor(firstBlockExtra) || 0)
  const blocks: React.ReactNode[] = []
  for (let start = 0; start < items.length; start += start ? size : first) {
    const end = Math.min(items.length, start + (start ? size : first))
    const renderContent = () => {
      const nodes: React.ReactNode[] = []
      for (let i = start; i < end; i++) nodes.push(<React.Fragment key={itemKey(items[i])}>{renderItem(items[i], i)}</React.Fragment>)
      return nodes
    }
    // Blocks are keyed by position: an item added or removed shifts items between blocks, not whole blocks.
    blocks.push(<ListBlock key={blocks.length} renderContent={renderContent} />)
  }
  return <View className={`windowed-list ${className || ''}`}>{blocks}</View>
}
