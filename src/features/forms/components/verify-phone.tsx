import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { Account } from '../../../../types/contract'
import { Button } from '@/components/button'
import { bindCellphone, sendSmsCode, verifyCellphone } from '@/features/account'
import { maskPhone } from '@/features/forms/validation'
import { goBack, redirectTo } from '@/services/navigation/navigate'
import { phoneNumberButton } from '@/services/platform/phone'
import { toast, toastError } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { PhoneVerify } from './phone-verify'
import './verify-phone.scss'

/** Binds the account's phone by SMS code (or the mini-program's phone button), then goes to `redirect` or back. */
export const VerifyPhone = observer(function VerifyPhone({ account, redirect }: { account: Account; redirect: string | null }) {
  const { session } = useStores()
  const bound = async (bindCode: string, appId?: string) => {
    const next = await bindCellphone(bindCode, appId)
    session.setAccount(next)
    toast('手机号验证成功')
    if (redirect) await redirectTo(redirect)
    else await goBack()
  }
  const verify = async (cellphone: string, code: string) => {
    const result = await verifyCellphone(code, cellphone)
    if (!result?.verified || !result.bindCode) throw new Error('验证码不正确，请重新输入')
    await bound(result.bindCode)
  }
  // Mini-programs: the platform's phone-number button hands a one-time code the server exchanges (null on the web).
  const quick = phoneNumberButton(code => void bound(code, 'miniapp').catch(toastError), toastError)
  return (
    <View className='verify-phone'>
      <View className='verify-phone__intro'>
        <Text className='verify-phone__title'>验证手机号</Text>
        <Text className='verify-phone__desc'>验证后即可报名活动、领取门票并接收活动通知。我们不会向第三方透露你的手机号。</Text>
        {account.cellphone && <Text className='verify-phone__current'>当前已绑定 {maskPhone(account.cellphone)}，验证新号码将替换它</Text>}
      </View>
      {quick && (
        <Button className='btn-primary verify-phone__quick' {...quick}>
          手机号快捷验证
        </Button>
      )}
      <View className='verify-phone__card'>
        <PhoneVerify initialPhone={account.cellphone || ''} sendCode={sendSmsCode} verify={verify} submitText='验证并绑定' />
      </View>
    </View>
  )
})
