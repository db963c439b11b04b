import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { LeadCategory, MyData } from '../../../../types/contract'
import { Button } from '@/components/button'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { useAction } from '@/hooks/use-action'
import { useExtension } from '@/hooks/use-extension'
import { useQuery } from '@/hooks/use-query'
import { confirm, toast } from '@/services/ui/toast'
import { formatDate } from '@/shared/format'
import { LEAD_CATEGORIES, LEAD_CATEGORY_LABELS } from '@/shared/lead-score'
import { useStores } from '@/stores/context'
import { clearMyData, getMyData } from '@/features/account/my-data'
import './my-data.scss'

/** The interests of a score that hold points, as 活动 20 · 内容 4. */
const interestsOf = (scores: Record<LeadCategory, number>) =>
  LEAD_CATEGORIES.filter(c => scores[c] > 0)
    .map(c => `${LEAD_CATEGORY_LABELS[c]} ${scores[c]}`)
    .join(' · ')

function Kept({ data, onClear, clearing }: { data: MyData; onClear: () => void; clearing: boolean }) {
  const nothing = data.counts.length === 0
  return (
    <View className='my-data'>
      <View className='card my-data__card'>
        <Text className='my-data__title'>我们保存了什么</Text>
        <Text className='my-data__text'>
          为了给你推荐更相关的内容、及时联系你，公司会记录你在本站的浏览（含停留时长）、下载、表单、报名、签到、向智能助手的提问、抽奖和积分，保存{' '}
          {data.retentionDays} 天，过期自动删除。只有带你来的渠道伙伴和公司员工能看到，手机号对他们隐藏中间四位，除非你在表单中同意被联系。
        </Text>
        <View className='my-data__facts'>
          <View className='my-data__fact'>
            <Text className='my-data__key'>跟进人</Text>
            <Text className='my-data__value'>{data.followedBy ?? '暂无'}</Text>
          </View>
          <View className='my-data__fact'>
            <Text className='my-data__key'>兴趣分值</Text>
            <Text className='my-data__value' data-testid='my-data-score'>
              {data.score === null ? '暂无' : `${data.score} 分${data.scores && interestsOf(data.scores) ? `（${interestsOf(data.scores)}）` : ''}`}
            </Text>
          </View>
          {data.clearedAt && (
            <View className='my-data__fact'>
              <Text className='my-data__key'>上次清除</Text>
              <Text className='my-data__value'>{formatDate(data.clearedAt, 'YYYY-MM-DD HH:mm')}</Text>
            </View>
          )}
        </View>
        {nothing ? (
          <Text className='my-data__none'>目前没有保存你的行为记录</Text>
        ) : (
          <View className='my-data__counts' role='list' aria-label='保存的记录'>
            {data.counts.map(c => (
              <View key={c.kind} className='my-data__count' role='listitem'>
                <Text className='my-data__count-n'>{c.count}</Text>
                <Text className='my-data__count-label'>{c.label}</Text>
              </View>
            ))}
          </View>
        )}
      </View>

      {!nothing && (
        <View className='card my-data__card'>
          <Text className='my-data__title'>行为记录</Text>
          <View role='list' aria-label='行为记录'>
            {data.timeline.map((t, i) => (
              <View key={`${t.at}-${i}`} className='my-data__event' role='listitem'>
                <Text className='my-data__event-title'>{t.title}</Text>
                <Text className='my-data__event-time'>{formatDate(t.at, 'MM-DD HH:mm')}</Text>
              </View>
            ))}
          </View>
        </View>
      )}

      <View className='card my-data__card'>
        <Text className='my-data__title'>清除我的数据</Text>
        <Text className='my-data__text'>
          清除后，以上行为记录和兴趣分值会被删除，渠道伙伴和员工不再看到；你的门票、订单和积分不受影响。之后的新行为仍会记录。
        </Text>
        <Button className='my-data__clear' variant='secondary' disabled={clearing || nothing || undefined} onClick={onClear}>
          {clearing ? '清除中…' : nothing ? '没有可清除的数据' : '清除我的数据'}
        </Button>
      </View>
    </View>
  )
}

/**
 * 我的数据 (extension `leadRadar`): what the company keeps about the visitor's behaviour, who sees it, and a way to
 * clear it. Against a server without the extension it says there is nothing of the kind.
 */
export const MyDataScreen = observer(function MyDataScreen() {
  const { site } = useStores()
  const on = useExtension('leadRadar')
  const query = useQuery(['getMyData'], getMyData, { enabled: on, refetchOnShow: true })
  const clearing = useAction(async () => {
    if (!(await confirm('清除后，你的行为记录和兴趣分值将被删除，且无法恢复。门票、订单和积分不受影响。', '清除我的数据'))) return
    query.setData(await clearMyData())
    toast('已清除')
  })
  if (site.extensions === null) return <Skeleton rows={4} />
  if (!on) return <Empty text='暂无可查看的数据' hint='当前服务器不记录用于推荐的行为数据' />
  if (!query.data) return query.error && !query.loading ? <ErrorView error={query.error} onRetry={() => void query.reload()} /> : <Skeleton rows={4} />
  return <Kept data={query.data} clearing={clearing.pending} onClear={() => void clearing.run()} />
})
