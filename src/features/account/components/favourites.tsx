import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { ContentCard } from '@/components/content-card'
import { useKeyedAction } from '@/hooks/use-keyed-action'
import { useQuery } from '@/hooks/use-query'
import { goHome } from '@/services/navigation/navigate'
import { toast } from '@/services/ui/toast'
import { formatDate } from '@/shared/format'
import { getFavourites } from '@/features/account/api'
import { toggleStar } from '@/features/content'
import { RecordList } from './record-list'
import './favourites.scss'

/** My favourites, each with 取消收藏 inline (one request per item however often it is tapped) (account/saved). */
export function Favourites() {
  // One page of 1000 (spec §9): favourites are shown whole.
  const query = useQuery(['getFavourites', 1], () => getFavourites(1).then(p => p.content), { refetchOnShow: true })
  const unstar = useKeyedAction(async (id: number) => {
    const result = await toggleStar(id)
    if (!result.starred) {
      query.setData(prev => (prev || []).filter(item => item.id !== id))
      toast('已取消收藏')
    }
  })

  return (
    <View className='saved'>
      <RecordList
        query={query}
        windowed
        itemKey={item => item.id}
        empty={{ text: '还没有收藏', hint: '在文章、课程、活动详情页点击收藏，就能在这里找到', actionText: '去首页看看', onAction: () => void goHome() }}
        header={list => <Text className='saved__count'>共 {list.length} 条收藏</Text>}
        renderItem={item => (
          <View className='saved__item' data-testid='saved-item'>
            <ContentCard item={item} layout='row' />
            <View className='saved__bar'>
              <Text className='saved__time'>收藏于 {formatDate(item.starredAt)}</Text>
              <Button
                className='saved__unstar'
                disabled={unstar.pending(item.id) || undefined}
                onClick={() => void unstar.run(item.id)}
                aria-label={`取消收藏 ${item.title}`}
              >
                取消收藏
              </Button>
            </View>
          </View>
        )}
      />
    </View>
  )
}
