import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, Empty } from '@/components/states'
import { WindowedList } from '@/components/windowed-list'
import { useQuery } from '@/hooks/use-query'
import { useStores } from '@/stores/context'
import { getPointHistory } from '@/features/gifts/api'
import { navigateTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { formatDate } from '@/utils/format'
import type { Account } from '../../../../../types/contract'
import './index.scss'

const PointHistory = observer(function PointHistory({ account: signedIn }: { account: Account }) {
  const { session } = useStores()
  const account = session.account || signedIn
  const query = useQuery(() => getPointHistory(1), [], { refetchOnShow: true })
  return (
    <View className='points'>
      <View className='points__head'>
        <Text className='points__label'>当前积分</Text>
        <Text className='points__value'>{account.points ?? 0}</Text>
      </View>
      <AsyncView
        loading={query.loading}
        error={query.error}
        data={query.data}
        onRetry={() => void query.reload()}
        isEmpty={data => data.content.length === 0}
        empty={
          <Empty text='暂无积分记录' hint='参与活动、完成互动任务可获得积分' actionText='去积分兑换' onAction={() => void navigateTo(Routes.accountGifts)} />
        }
      >
        {data => (
          <WindowedList
            className='points__list'
            items={data.content}
            itemKey={r => r.id}
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
        )}
      </AsyncView>
    </View>
  )
})

/** Points history: change, reason, balance, date (SPEC §2 account/gifts/points). */
export default function AccountPointsPage() {
  return (
    <Page title='积分明细'>
      <RequireAccount>{account => <PointHistory account={account} />}</RequireAccount>
    </Page>
  )
}
