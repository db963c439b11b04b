import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import React from 'react'
import { Page } from '@/components/page'
import { AsyncView, Empty } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { useStores } from '@/stores/context'
import { getCheckinStatistics } from '@/features/account/api'
import { CheckinCard } from '@/features/account/components/checkin-card'
import { PromoterGate } from '@/features/promotion/components/promoter-gate'

const Statistics = observer(function Statistics() {
  const { theme } = useStores()
  const query = useQuery(() => getCheckinStatistics(), [], { refetchOnShow: true })
  return (
    <AsyncView
      loading={query.loading}
      error={query.error}
      data={query.data}
      onRetry={() => void query.reload()}
      isEmpty={list => list.length === 0}
      empty={<Empty text='暂无签到统计' hint='推广的活动开始签到后，这里会显示签到数据' />}
    >
      {list => (
        <View className='checkin-stats'>
          {list.map(stat => (
            <CheckinCard key={stat.eventId} stat={stat} color={theme.themeColor} />
          ))}
        </View>
      )}
    </AsyncView>
  )
})

/**
 * Check-in statistics per event, as numbers and charts (SPEC §2 account/event-checkin-statistic): organiser
 * figures, so only channel partners see them; other members get the promoter pages' notice.
 */
export default function AccountCheckinStatisticPage() {
  return (
    <Page title='签到统计'>
      <PromoterGate>{() => <Statistics />}</PromoterGate>
    </Page>
  )
}
