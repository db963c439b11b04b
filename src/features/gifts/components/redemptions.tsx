import { Text } from '@tarojs/components'
import React from 'react'
import { formatDate } from '@/shared/format'
import { PagedRecords, RecordRow } from '@/features/account/components'
import { getRedemptions } from '@/features/gifts/api'
import { REDEMPTION_STATUS } from '@/features/gifts/gift-rules'

/** Gift redemption records with their status and points spent (account/gifts/orders). */
export function Redemptions() {
  return (
    <PagedRecords
      load={getRedemptions}
      itemKey={r => r.id}
      empty={{ text: '还没有兑换记录', hint: '在积分兑换里用积分换礼品吧' }}
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
