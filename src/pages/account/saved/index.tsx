import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useRef, useState } from 'react'
import { ContentCard } from '@/components/content-card'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, Empty } from '@/components/states'
import { WindowedList } from '@/components/windowed-list'
import { useQuery } from '@/hooks/use-query'
import { getFavourites } from '@/features/account/api'
import { toggleStar } from '@/features/content/api'
import { goHome } from '@/services/navigation/navigate'
import { toast, toastError } from '@/services/ui/toast'
import { formatDate } from '@/utils/format'
import './index.scss'

function Favourites() {
  // One page of 1000 (SPEC §9): favourites are shown whole.
  const query = useQuery(() => getFavourites(1), [], { refetchOnShow: true })
  const [busy, setBusy] = useState<number[]>([])
  const inFlight = useRef(new Set<number>())

  const unstar = async (id: number) => {
    if (inFlight.current.has(id)) return
    inFlight.current.add(id)
    setBusy(ids => [...ids, id])
    try {
      const result = await toggleStar(id)
      if (!result.starred) {
        query.setData(prev =>
          prev ? { ...prev, content: prev.content.filter(item => item.id !== id), totalElements: Math.max(0, prev.totalElements - 1) } : prev!
        )
        toast('已取消收藏')
      }
    } catch (e) {
      toastError(e)
    } finally {
      inFlight.current.delete(id)
      setBusy(ids => ids.filter(x => x !== id))
    }
  }

  return (
    <AsyncView
      loading={query.loading}
      error={query.error}
      data={query.data}
      onRetry={() => void query.reload()}
      isEmpty={data => data.content.length === 0}
      empty={<Empty text='还没有收藏' hint='在文章、课程、活动详情页点击收藏，就能在这里找到' actionText='去首页看看' onAction={() => void goHome()} />}
    >
      {data => (
        <View className='saved'>
          <Text className='saved__count'>共 {data.content.length} 条收藏</Text>
          <WindowedList
            items={data.content}
            itemKey={item => item.id}
            renderItem={item => (
              <View className='saved__item' data-testid='saved-item'>
                <ContentCard item={item} layout='row' />
                <View className='saved__bar'>
                  <Text className='saved__time'>收藏于 {formatDate(item.starredAt)}</Text>
                  <Button
                    className='saved__unstar'
                    disabled={busy.includes(item.id) || undefined}
                    onClick={() => void unstar(item.id)}
                    aria-label={`取消收藏 ${item.title}`}
                  >
                    取消收藏
                  </Button>
                </View>
              </View>
            )}
          />
        </View>
      )}
    </AsyncView>
  )
}

/** My favourites (SPEC §2 account/saved). */
export default function AccountSavedPage() {
  return (
    <Page title='我的收藏'>
      <RequireAccount>{() => <Favourites />}</RequireAccount>
    </Page>
  )
}
