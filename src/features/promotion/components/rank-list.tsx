import { Image, Text, View } from '@tarojs/components'
import Taro, { usePageScroll } from '@tarojs/taro'
import React, { useMemo, useState } from 'react'
import type { RankItem } from '../../../../types/contract'
import { Empty, QueryView } from '@/components/states'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { resizeImage } from '@/utils/image'
import { medalOf, pinnedMe, visibleRange } from '@/features/promotion/rank'
import { useRank } from '@/features/promotion/use-promotion'
import './rank-list.scss'

/** Row height and where the list starts on the page (nav bar + header card), in px at 375. */
const RANK_ROW_HEIGHT = 60
const LIST_TOP = 160

function viewportHeight(): number {
  try {
    return Taro.getSystemInfoSync().windowHeight || 667
  } catch {
    return 667
  }
}

function RankRow({ item, pinned = false }: { item: RankItem; pinned?: boolean }) {
  const medal = medalOf(item.rank)
  return (
    <View
      className={`rank-row ${item.isMe ? 'rank-row--me' : ''} ${pinned ? 'rank-row--pinned' : ''}`}
      data-testid={pinned ? 'rank-pinned' : `rank-${item.rank}`}
      aria-current={item.isMe ? 'true' : undefined}
    >
      <View className={`rank-row__place ${medal ? `rank-row__place--${medal}` : ''}`} aria-label={`第${item.rank}名`}>
        {item.rank}
      </View>
      {item.avatar ? (
        <Image className='rank-row__avatar' src={resizeImage(item.avatar, 'icon')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
      ) : (
        <View className='rank-row__avatar rank-row__avatar--empty'>{(item.name || '?').slice(0, 1)}</View>
      )}
      <Text className='rank-row__name'>
        {item.name || '匿名'}
        {item.isMe ? <Text className='rank-row__me'>我</Text> : null}
      </Text>
      <Text className='rank-row__count'>
        {item.count}
        <Text className='rank-row__unit'> 人</Text>
      </Text>
    </View>
  )
}

/** The invitation ranking: medals for 1-3, my row highlighted, and pinned at the bottom when out of view. */
export function RankList({ eventId }: { eventId?: number }) {
  const rank = useRank(eventId)
  const [scrollTop, setScrollTop] = useState(0)
  usePageScroll(e => setScrollTop(e.scrollTop))
  const height = useMemo(viewportHeight, [])
  const items = rank.data || []
  const range = visibleRange({ scrollTop, viewportHeight: height - RANK_ROW_HEIGHT, listTop: LIST_TOP, rowHeight: RANK_ROW_HEIGHT, count: items.length })
  const pinned = pinnedMe(items, range)
  const me = items.find(i => i.isMe)

  return (
    <QueryView
      query={rank}
      isEmpty={d => d.length === 0}
      empty={
        <Empty text='排行榜暂无数据' hint='邀请好友报名即可上榜' actionText='去推广' onAction={() => void navigateTo(pageUrl(Routes.promotion, { eventId }))} />
      }
    >
      {list => (
        <View className='rank'>
          <View className='rank__head'>
            <Text className='rank__title'>邀请排行榜</Text>
            {/* A rank counted by check-ins (extension funnel) says so: the people who came, not who were invited. */}
            <Text className='rank__mine'>
              {me ? `我的排名：第 ${me.rank} 名 · ${me.metric === 'CHECKINS' ? '到场签到' : '邀请'} ${me.count} 人` : '你还未上榜，快去邀请好友吧'}
            </Text>
          </View>
          <View className='card rank__list'>
            {list.map(item => (
              <RankRow key={`${item.rank}-${item.accountId}`} item={item} />
            ))}
          </View>
          {pinned && (
            <>
              <View className='rank__spacer' />
              <View className='rank__pin'>
                <RankRow item={pinned} pinned />
              </View>
            </>
          )}
        </View>
      )}
    </QueryView>
  )
}
