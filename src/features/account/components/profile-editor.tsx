import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useCallback } from 'react'
import type { Account } from '../../../../types/contract'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { displayName, maskPhone } from '@/features/account/profile'
import { useAvatarUpload } from '@/features/account/use-avatar-upload'
import { useProfileForm } from '@/features/account/use-profile-form'
import { ProfileForm } from './profile-form'
import { ProgressBar } from './record-row'
import { tapTarget } from '@/utils/tap-target'
import './profile-editor.scss'

/** Edit profile: avatar upload with progress, phone binding, and the profile form (account/info). */
export const ProfileEditor = observer(function ProfileEditor({ account: signedIn }: { account: Account }) {
  const { session } = useStores()
  const account = session.account || signedIn
  const onSaved = useCallback((next: Account) => session.setAccount(next), [session])
  const form = useProfileForm(account, onSaved)
  const avatar = useAvatarUpload(account.apiKey, onSaved)

  const submit = () => {
    void form.save().then(saved => saved && toast('已保存'))
  }
  const changeAvatar = () => {
    void avatar.pick().then(saved => saved && toast('头像已更新'))
  }

  return (
    <View className='account-info'>
      <View className='account-info__card'>
        <View className='account-info__row' {...tapTarget('button')} aria-label='更换头像' onClick={changeAvatar}>
          <Text className='account-info__label'>头像</Text>
          <View className='account-info__avatar'>
            {account.avatar ? (
              <Image className='account-info__avatar-img' src={account.avatar} mode='aspectFill' imgProps={{ alt: '' }} />
            ) : (
              <Text className='account-info__avatar-text'>{displayName(account).slice(0, 1)}</Text>
            )}
          </View>
          <Text className='account-info__arrow'>›</Text>
        </View>
        {avatar.progress !== null && (
          <View className='account-info__upload'>
            <Text className='account-info__upload-text'>正在上传头像…</Text>
            <ProgressBar percent={avatar.progress} label='头像上传进度' />
          </View>
        )}
        <View
          className='account-info__row'
          {...tapTarget('button')}
          aria-label={account.cellphone ? '更换手机号' : '绑定手机号'}
          onClick={() => void navigateTo(pageUrl(Routes.verifyPhone, { redirect: Routes.accountInfo }))}
        >
          <Text className='account-info__label'>手机号</Text>
          <Text className={`account-info__value ${account.cellphone ? '' : 'account-info__value--link'}`}>
            {account.cellphone ? maskPhone(account.cellphone) : '绑定手机号'}
          </Text>
          <Text className='account-info__arrow'>›</Text>
        </View>
      </View>
      <ProfileForm form={form} onSubmit={submit} />
    </View>
  )
})
