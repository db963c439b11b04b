import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { Account } from '../../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { navigateTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { formatDate } from '@/shared/format'
import { RecordList } from '@/features/account/components'
import { getPointHistory } from '@/features/gifts/api'
import './point-history.scss'

/** Points history under the current balance: change, reason, balance after, date (account/gifts/points). */
export const PointHistory = observer(function PointHistory({ account: signedIn }: { account: Account }) {
  const { session } = useStores()
  const account = session.account || signedIn
  const query = useQuery(['getPointHistory', 1], () => getPointHistory(1).then(p => p.content), { refetchOnShow: true })
  return (
    <View className='points'>
      <View className='points__head'>
        <Text className='points__label'>当前积分</Text>
        <Text className='points__value'>{account.points ?? 0}</Text>
      </View>
      <RecordList
        query={query}
        windowed
        className='points__list'
        itemKey={r => r.id}
        empty={{
          text: '暂无积分记录',
          hint: '参与活动、完成互动任务可获得积分',
          actionText: '去积分兑换',
          onAction: () => void navigateTo(Routes.accountGifts)
        }}
        renderItem={r => (
          <View className='points__row' data-testid='point-record'>
            <View className='points__main'>
              <Text className='points__reason'>{r.reason}</Text>
              <Text className='points__date'>{formatDate(r.createdAt)}</Text>
            </View>
            <View className='points__side'>
              <Text className={`points__change ${r.change >= 0 ? 'points__change--plus' : 'points__change--minus'}`}>
                {r.change >= 0 ? `+${r.change}` : `${r.change}`}
              </Text>
              <Text className='points__after'>余额 {r.balance}</Text>
            </View>
          </View>
        )}
      />
    </View>
  )
})
