import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useEffect } from 'react'
import { Button } from '@/components/button'
import { Loading } from '@/components/states'
import { maskPhone } from '@/features/forms'
import { redirectTo } from '@/services/navigation/navigate'
import { useStores } from '@/stores/context'
import './uc-login.scss'

/** UC (colleague) login: phone login on the server's page, then on to `target` once the UC token is there. */
export const UcLogin = observer(function UcLogin({ target }: { target: string }) {
  const { session } = useStores()
  const token = session.ucToken

  useEffect(() => {
    if (token) void redirectTo(target)
  }, [token, target])

  return (
    <View className='uc-login'>
      <View className='uc-login__badge'>
        <Text>同</Text>
      </View>
      <Text className='uc-login__title'>同事专区</Text>
      <Text className='uc-login__text'>名片信息和同事通讯录只对公司同事开放。请使用你的工作手机号登录，验证短信后会自动回到这里。</Text>
      {token ? (
        <Loading text='已确认同事身份，正在进入…' />
      ) : session.status === 'loading' ? (
        <Loading text='正在确认身份…' />
      ) : (
        <>
          {session.account && (
            <Text className='uc-login__warn' data-testid='uc-not-colleague'>
              当前账号{session.account.cellphone ? ` ${maskPhone(session.account.cellphone)} ` : ''}不是同事账号，请换用工作手机号登录。
            </Text>
          )}
          <Button className='uc-login__btn' onClick={() => session.loginWithPhone()}>
            工作手机号登录
          </Button>
        </>
      )}
    </View>
  )
})
