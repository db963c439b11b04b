import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AccountHome } from '@/features/account/components'
import { HomeTabBar } from '@/features/site/components'

/** The personal centre (spec §2 account/index), with home's 首页/名片/我的 tab bar (我的 on). */
export default function AccountPage() {
  return (
    <Page title='个人中心' back={false} bottomBar={<HomeTabBar current='account' />}>
      <RequireAccount>{account => <AccountHome account={account} />}</RequireAccount>
    </Page>
  )
}
