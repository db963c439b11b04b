import { observer } from 'mobx-react-lite'
import React from 'react'
import { useQuery } from '@/hooks/use-query'
import { useStores } from '@/stores/context'
import { getCheckinStatistics } from '@/features/account/api'
import { CheckinCard } from './checkin-card'
import { RecordList } from './record-list'

/** Check-in numbers and charts per promoted event (account/event-checkin-statistic), in the theme colour. */
export const CheckinStatistics = observer(function CheckinStatistics() {
  const { theme } = useStores()
  const query = useQuery(['getCheckinStatistics'], () => getCheckinStatistics(), { refetchOnShow: true })
  return (
    <RecordList
      query={query}
      className='checkin-stats'
      itemKey={stat => stat.eventId}
      empty={{ text: '暂无签到统计', hint: '推广的活动开始签到后，这里会显示签到数据' }}
      renderItem={stat => <CheckinCard stat={stat} color={theme.themeColor} />}
    />
  )
})
