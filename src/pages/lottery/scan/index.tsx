import React from 'react'
import { observer } from 'mobx-react-lite'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { Empty } from '@/components/states'
import { VerifyPanel } from '@/features/lottery/components'
import { goHome } from '@/services/navigation/navigate'
import { useStores } from '@/stores/context'

const PromoterOnly = observer(function PromoterOnly() {
  const { session } = useStores()
  if (!session.isPromoter) {
    return <Empty text='仅渠道伙伴可以核销奖品' hint='如需开通核销权限，请联系活动主办方' actionText='返回首页' onAction={() => void goHome()} />
  }
  return <VerifyPanel />
})

export default function LotteryScanPage() {
  return (
    <Page title='奖品核销'>
      <RequireAccount>{() => <PromoterOnly />}</RequireAccount>
    </Page>
  )
}
