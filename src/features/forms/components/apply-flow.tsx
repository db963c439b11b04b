import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useEffect, useState } from 'react'
import type { Account } from '../../../../types/contract'
import { Button } from '@/components/button'
import { ErrorView, Loading } from '@/components/states'
import { bindCellphone, getPhoneVerifyQrCode, getVerifyResult, sendSmsCode, verifyCellphone } from '@/features/account'
import { domAttrs } from '@/utils/dom-attrs'
import { usePageVisible, usePolling } from '@/features/forms/use-polling'
import { maskPhone } from '@/features/forms/validation'
import { useQuery } from '@/hooks/use-query'
import { goBack, navigateTo, redirectTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { PhoneVerify } from './phone-verify'
import { tapTarget } from '@/utils/tap-target'
import './apply.scss'

/** Verification result poll (spec §9: account info is polled every 1000 ms). */
const VERIFY_POLL_MS = 1000

const BENEFITS = [
  ['报名更快', '报名表自动带出手机号，一步提交'],
  ['电子门票', '门票、签到与签退都在手机上完成'],
  ['活动提醒', '开始前提醒你，不错过每一场'],
  ['积分礼品', '参与互动赚积分，兑换精选礼品']
]

type Step = 'intro' | 'verify' | 'done'

/** Verifying on another device: its QR, the result polled every second while this page is shown. */
function QrVerify({ onVerified }: { onVerified: () => void }) {
  const { session } = useStores()
  const qr = useQuery(['getPhoneVerifyQrCode'], () => getPhoneVerifyQrCode())
  const visible = usePageVisible()
  const code = qr.data?.code
  usePolling(
    async () => {
      const result = await getVerifyResult(code as string)
      if (!result.verified) return false
      await session.refreshAccount()
      onVerified()
      return true
    },
    VERIFY_POLL_MS,
    !!code
  )
  // spec §4: account info is polled while a verification may land from elsewhere.
  useEffect(() => {
    if (!code || !visible) return
    return session.startAccountPolling(account => {
      if (account.cellphone) onVerified()
    })
  }, [code, visible, session, onVerified])
  if (qr.error) return <ErrorView error={qr.error} onRetry={() => void qr.reload()} />
  if (!qr.data) return <Loading text='正在生成二维码…' />
  return (
    <View className='apply__qr'>
      <Image className='apply__qr-img' src={qr.data.qrCode} mode='aspectFit' aria-label='手机验证二维码' imgProps={{ alt: '手机验证二维码' }} />
      <Text className='apply__qr-tip'>用已登录微信的手机扫描二维码完成验证，验证后此页会自动继续</Text>
      <Text className='apply__qr-wait' {...domAttrs({ role: 'status' })}>
        等待验证结果…
      </Text>
    </View>
  )
}

/** The application flow: why, phone verification (SMS or QR on another device), done; then `redirect` or back. */
export const ApplyFlow = observer(function ApplyFlow({ account, redirect }: { account: Account; redirect: string | null }) {
  const { session } = useStores()
  const [step, setStep] = useState<Step>('intro')
  const [mode, setMode] = useState<'sms' | 'qr'>('sms')
  const phone = session.account?.cellphone || account.cellphone
  const finish = React.useCallback(() => setStep('done'), [])

  const verify = async (cellphone: string, code: string) => {
    const result = await verifyCellphone(code, cellphone)
    if (!result?.verified || !result.bindCode) throw new Error('验证码不正确，请重新输入')
    session.setAccount(await bindCellphone(result.bindCode))
    setStep('done')
  }

  if (step === 'done') {
    return (
      <View className='apply__done' role='status'>
        <Text className='apply__done-icon' aria-hidden='true'>
          ✓
        </Text>
        <Text className='apply__done-title'>申请成功</Text>
        <Text className='apply__done-desc'>{phone ? `已绑定手机号 ${maskPhone(phone)}` : '手机号验证已完成'}</Text>
        <Button className='btn-primary apply__button' onClick={() => void (redirect ? redirectTo(redirect) : goBack())}>
          {redirect ? '继续' : '返回'}
        </Button>
        <Button className='btn-plain apply__button' onClick={() => void navigateTo(Routes.account)}>
          去个人中心
        </Button>
      </View>
    )
  }

  if (step === 'intro') {
    return (
      <View className='apply'>
        <View className='apply__hero'>
          <Text className='apply__hero-title'>成为认证会员</Text>
          <Text className='apply__hero-desc'>验证手机号，只需一分钟</Text>
        </View>
        <View className='apply__benefits' {...domAttrs({ role: 'list' })}>
          {BENEFITS.map(([title, desc]) => (
            <View key={title} className='apply__benefit' {...domAttrs({ role: 'listitem' })}>
              <Text className='apply__benefit-title'>{title}</Text>
              <Text className='apply__benefit-desc'>{desc}</Text>
            </View>
          ))}
        </View>
        <Button className='btn-primary apply__button' onClick={() => (phone ? setStep('done') : setStep('verify'))}>
          {phone ? `使用 ${maskPhone(phone)} 完成申请` : '立即申请'}
        </Button>
        {phone && (
          <Button className='btn-plain apply__button' onClick={() => setStep('verify')}>
            使用其他手机号
          </Button>
        )}
      </View>
    )
  }

  return (
    <View className='apply'>
      <View className='apply__tabs' {...domAttrs({ role: 'tablist', 'aria-label': '验证方式' })}>
        {(
          [
            ['sms', '短信验证'],
            ['qr', '扫码验证']
          ] as const
        ).map(([key, label]) => (
          <Text
            key={key}
            className={`apply__tab ${mode === key ? 'apply__tab--on' : ''}`}
            {...tapTarget('tab')}
            {...domAttrs({ 'aria-selected': mode === key ? 'true' : 'false' })}
            onClick={() => setMode(key)}
          >
            {label}
          </Text>
        ))}
      </View>
      <View className='apply__card'>
        {mode === 'sms' ? (
          <PhoneVerify initialPhone={phone || ''} sendCode={sendSmsCode} verify={verify} submitText='验证并申请' />
        ) : (
          <QrVerify onVerified={finish} />
        )}
      </View>
    </View>
  )
})
