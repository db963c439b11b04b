import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { Page, PromotionViewDetail } from '../../../../types/contract'
import { PagedList } from '@/components/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { formatDate } from '@/shared/format'
import { resizeImage } from '@/utils/image'
import { visitedPageLabel, visitorLabel } from '@/features/promotion/format'
import './view-detail-list.scss'

interface ViewDetailListProps {
  title: string
  fetchPage: (page: number) => Promise<Page<PromotionViewDetail>>
  emptyText: string
}

/** Who visited through my link, newest first, paged (view details or the access list). */
export function ViewDetailList({ title, fetchPage, emptyText }: ViewDetailListProps) {
  const state = usePagedList(fetchPage, [fetchPage])
  return (
    <View className='card view-details'>
      <Text className='view-details__title'>{title}</Text>
      <PagedList
        state={state}
        itemKey={v => v.id}
        emptyText={emptyText}
        emptyHint='分享推广链接后，访问记录会出现在这里'
        renderItem={v => (
          <View className='view-details__row'>
            {v.avatar ? (
              <Image className='view-details__avatar' src={resizeImage(v.avatar, 'icon')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
            ) : (
              <View className='view-details__avatar view-details__avatar--empty'>{visitorLabel(v).slice(0, 1)}</View>
            )}
            <View className='view-details__main'>
              <Text className='view-details__name'>{visitorLabel(v)}</Text>
              <Text className='view-details__page'>{visitedPageLabel(v)}</Text>
            </View>
            <Text className='view-details__time'>{formatDate(v.time, 'MM-DD HH:mm')}</Text>
          </View>
        )}
      />
    </View>
  )
}
