import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { formatDate } from '@/shared/format'
import { resizeImage } from '@/utils/image'
import { getBrowsedRecords } from '@/features/cards/api'

/** Who viewed the card (shown to its owner only). */
export function BrowsedRecords({ businessCardId }: { businessCardId: number }) {
  const { data, error, loading, reload } = useQuery(['getBrowsedRecords', businessCardId], () => getBrowsedRecords(businessCardId))
  if (loading && !data) return <Skeleton rows={2} avatar />
  if (error && !data) return <ErrorView error={error} onRetry={() => void reload()} />
  const records = Array.isArray(data) ? data : []
  if (records.length === 0) return <Empty text='还没有人浏览过你的名片' hint='把名片分享出去试试' />
  return (
    <View className='card-visits'>
      {records.map(r => (
        <View key={r.id} className='card-visits__row'>
          {r.visitorAvatar ? (
            <Image className='card-visits__avatar' src={resizeImage(r.visitorAvatar, 'icon')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
          ) : (
            <View className='card-visits__avatar card-visits__avatar--empty'>{(r.visitorName || '访').slice(0, 1)}</View>
          )}
          <View className='card-visits__meta'>
            <Text className='card-visits__name'>{r.visitorName || '访客'}</Text>
            <Text className='card-visits__time'>{formatDate(r.time)}</Text>
          </View>
          <Text className='card-visits__times'>浏览 {r.times} 次</Text>
        </View>
      ))}
    </View>
  )
}
