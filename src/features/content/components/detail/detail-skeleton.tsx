import { View } from '@tarojs/components'
import React from 'react'

/** The shape of a detail while it loads: cover, title and a few lines. */
export function DetailSkeleton() {
  return (
    <View className='detail-skeleton' aria-busy='true' aria-label='加载中'>
      <View className='detail-skeleton__cover' />
      <View className='detail-skeleton__title' />
      <View className='detail-skeleton__line' />
      <View className='detail-skeleton__line' />
      <View className='detail-skeleton__line detail-skeleton__line--short' />
    </View>
  )
}
