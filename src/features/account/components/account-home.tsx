import { View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { Account } from '../../../../types/contract'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { confirm, toast } from '@/services/ui/toast'
import { useExtension } from '@/hooks/use-extension'
import { useStores } from '@/stores/context'
import { forgetDeviceTickets } from '@/features/events'
import { accountEntryGroups, badgeText } from '@/features/account/entries'
import { useUnreadNotices } from '@/features/account/use-unread-notices'
import { AccountHeader } from './account-header'
import { EntryGrid } from './entry-grid'
import './account-home.scss'

/** The personal centre: header with points and unread notices, entry grid by role, sign-in and sign-out (account/index). */
export const AccountHome = observer(function AccountHome({ account: signedIn }: { account: Account }) {
  const { session } = useStores()
  // The store's copy is the fresh one (points and profile change on other pages).
  const account = session.account || signedIn
  const unread = useUnreadNotices()
  const leadRadar = useExtension('leadRadar')
  const groups = accountEntryGroups({ isPromoter: session.isPromoter, isUcUser: !!session.ucToken || session.roles.includes('UC_USER'), leadRadar })

  const logout = async () => {
    if (!(await confirm('确定退出登录吗？'))) return
    await session.logout()
    // The next account on this phone must not find this one's tickets, online or off.
    await forgetDeviceTickets()
    toast('已退出登录')
    void goHome()
  }

  return (
    <View className='account-page'>
      <AccountHeader
        account={account}
        unread={unread}
        onEditProfile={() => void navigateTo(Routes.accountInfo)}
        onBindPhone={() => void navigateTo(pageUrl(Routes.verifyPhone, { redirect: Routes.account }))}
        onPoints={() => void navigateTo(Routes.accountPoints)}
        onNotices={() => void navigateTo(Routes.accountNotification)}
      />
      <EntryGrid groups={groups} badges={{ notification: badgeText(unread) }} onOpen={url => void navigateTo(url)} />
      <View className='account-page__actions'>
        {!account.cellphone && (
          <Button className='account-page__btn account-page__btn--primary' onClick={() => session.loginWithPhone()}>
            手机号登录
          </Button>
        )}
        <Button className='account-page__btn' onClick={() => void logout()}>
          退出登录
        </Button>
      </View>
    </View>
  )
})
