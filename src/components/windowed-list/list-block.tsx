import { View } from '@tarojs/components'
import React from 'react'

export interface ListBlockProps {
  /** The block's items; not called while the block is a spacer. */
  renderContent: () => React.ReactNode
}

/** Mini-programs: every block is rendered (the web leaf, list-block.h5.tsx, windows them). */
export function ListBlock({ renderContent }: ListBlockProps) {
  return <View className='windowed-list__block'>{renderContent()}</View>
}
