import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useCallback, useState } from 'react'
import type { Account, Gift, GiftRedemption } from '../../../../types/contract'
import { PagedList } from '@/components/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { navigateTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { getGifts } from '@/features/gifts/api'
import { GiftCard } from './gift-card'
import { GiftSheet } from './gift-sheet'
import { tapTarget } from '@/utils/tap-target'
import './gift-shop.scss'

/** Points exchange: balance, gift grid, and the sheet that shows a gift and redeems it (account/gifts). */
export const GiftShop = observer(function GiftShop({ account: signedIn }: { account: Account }) {
  const { session } = useStores()
  const account = session.account || signedIn
  const list = usePagedList(page => getGifts(page), [])
  const [openId, setOpenId] = useState<number | null>(null)
  const { setItems } = list

  const onRedeemed = useCallback(
    (_r: GiftRedemption, gift: Gift) => {
      toast('兑换成功')
      setItems(items => items.map(g => (g.id === gift.id ? { ...g, stock: Math.max(0, g.stock - 1) } : g)))
      void session.refreshAccount()
    },
    [session, setItems]
  )

  return (
    <View className='gifts'>
      <View className='gifts__balance'>
        <View className='gifts__balance-main'>
          <Text className='gifts__balance-label'>我的积分</Text>
          <Text className='gifts__balance-value' data-testid='points-balance'>
            {account.points ?? 0}
          </Text>
        </View>
        <View className='gifts__links'>
          <View className='gifts__link' {...tapTarget('link')} onClick={() => void navigateTo(Routes.accountPoints)}>
            <Text className='gifts__link-pill'>积分明细 ›</Text>
          </View>
          <View className='gifts__link' {...tapTarget('link')} onClick={() => void navigateTo(Routes.accountGiftOrders)}>
            <Text className='gifts__link-pill'>兑换记录 ›</Text>
          </View>
        </View>
      </View>
      <PagedList
        state={list}
        className='gifts__grid'
        itemKey={g => g.id}
        emptyText='暂无可兑换的礼品'
        emptyHint='礼品上架后就能用积分兑换了'
        renderItem={gift => <GiftCard gift={gift} onOpen={g => setOpenId(g.id)} />}
      />
      <GiftSheet
        giftId={openId}
        balance={account.points ?? 0}
        defaults={{ name: account.name, cellphone: account.cellphone || '' }}
        onClose={() => setOpenId(null)}
        onRedeemed={onRedeemed}
      />
    </View>
  )
})
