import { Text } from '@tarojs/components'
import React from 'react'
import { Page } from '@/components/page'
import { PagedList } from '@/components/paged-list'
import { RequireAccount } from '@/components/require-account'
import { usePagedList } from '@/hooks/use-paged-list'
import { getRedemptions } from '@/features/gifts/api'
import { REDEMPTION_STATUS } from '@/features/gifts/gift-rules'
import { RecordRow } from '@/features/account/components/record-row'
import { formatDate } from '@/utils/format'

function Redemptions() {
  const list = usePagedList(page => getRedemptions(page), [])
  return (
    <PagedList
      state={list}
      itemKey={r => r.id}
      emptyText='还没有兑换记录'
      emptyHint='在积分兑换里用积分换礼品吧'
      renderItem={r => (
        <RecordRow
          cover={r.giftImage}
          title={r.giftName}
          badges={[REDEMPTION_STATUS[r.status] || { text: r.status, tone: 'muted' }]}
          meta={[`兑换于 ${formatDate(r.createdAt)}`, r.address ? `收货地址：${r.address}` : null]}
          aside={<Text className='record-row__amount'>-{r.points} 积分</Text>}
        />
      )}
    />
  )
}

/** Gift redemption records with status (SPEC §2 account/gifts/orders). */
export default function AccountGiftOrdersPage() {
  return (
    <Page title='兑换记录'>
      <RequireAccount>{() => <Redemptions />}</RequireAccount>
    </Page>
  )
}
