import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react-lite'
import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { useIdParam } from '@/hooks/use-params'
import { goHome } from '@/services/navigation/navigate'
import { useStores } from '@/stores/context'
import './promoter-gate.scss'

/** The clear "not for you" screen a signed-in account without the promoter role gets instead of the data. */
export const PromoterRefusal = observer(function PromoterRefusal() {
  const { site } = useStores()
  const phone = site.company?.servicePhone
  return (
    <View className='promoter-gate' role='alert'>
      <View className='promoter-gate__icon' aria-hidden='true'>
        <View className='promoter-gate__shackle' />
        <View className='promoter-gate__lock' />
      </View>
      <Text className='promoter-gate__title'>该页面仅对渠道伙伴开放</Text>
      <Text className='promoter-gate__hint'>
        成为渠道伙伴后即可查看推广数据、管理报名与审核参会人。请联系活动主办方或您的客户经理开通渠道伙伴权限
        {phone ? `（客服电话 ${phone}）` : ''}，开通后重新进入本页即可。
      </Text>
      <Button className='promoter-gate__home' onClick={() => void goHome()}>
        返回首页
      </Button>
    </View>
  )
})

/**
 * Every promoter screen sits inside this gate: sign in first, then only an account with the
 * PROMOTER role sees (and loads) the children; anyone else gets the refusal.
 */
export const PromoterGate = observer(function PromoterGate({ children }: { children: React.ReactNode | (() => React.ReactNode) }) {
  const { session } = useStores()
  return (
    <RequireAccount>
      {() => (session.isPromoter ? <>{typeof children === 'function' ? (children as () => React.ReactNode)() : children}</> : <PromoterRefusal />)}
    </RequireAccount>
  )
})

/**
 * A promoter page: the page frame titled `title` around the gate. `children` gets the page's optional `?eventId`
 * (the event the promoter's numbers are scoped to; undefined for the whole site) and runs only for a promoter.
 */
export function PromoterPage({ title, children }: { title: string; children: (eventId: number | undefined) => React.ReactNode }) {
  const eventId = useIdParam('eventId') ?? undefined
  return (
    <Page title={title}>
      <PromoterGate>{() => children(eventId)}</PromoterGate>
    </Page>
  )
}
