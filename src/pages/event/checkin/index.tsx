import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react'
import React, { useRef, useState } from 'react'
import type { Account } from '../../../../types/contract'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ErrorView } from '@/components/states'
import { checkIn, checkInByPhone } from '@/features/events/api'
import { CheckinResult } from '@/features/events/components/checkin-result'
import { checkinTitle, doorHint, useTicketAction } from '@/features/events/use-ticket-action'
import { domAttrs, focusField, boolAttr } from '@/features/forms/a11y'
import { LabeledInput } from '@/features/forms/components/labeled-input'
import { isValidPhone } from '@/features/forms/validation'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError, UnsupportedPlatformError } from '@/services/http'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { scanCode } from '@/services/platform/scan'

function CheckinScreen({ eventId, account }: { eventId: number; account: Account }) {
  const action = useTicketAction()
  const [phone, setPhone] = useState(account.cellphone || '')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [manual, setManual] = useState(false)
  const [scanNotice, setScanNotice] = useState<string | null>(null)
  const scanning = useRef(false)

  const byPhone = () => {
    const value = phone.trim()
    if (!isValidPhone(value)) {
      setPhoneError(value ? '请输入正确的11位手机号' : '请填写报名手机号')
      focusField('checkin-phone')
      return
    }
    setPhoneError(null)
    void action.run(() => checkInByPhone(eventId, value), checkinTitle)
  }

  const byCode = (raw = code) => {
    const value = raw.trim()
    if (!value) {
      setCodeError('请输入门票上的票号')
      focusField('checkin-code')
      return
    }
    setCodeError(null)
    void action.run(() => checkIn(eventId, { code: value }), checkinTitle)
  }

  const scan = async () => {
    if (scanning.current) return
    scanning.current = true
    try {
      const text = (await scanCode()).trim()
      setCode(text)
      byCode(text)
    } catch (e) {
      // A plain browser cannot scan: typing the code does the same.
      if (e instanceof UnsupportedPlatformError) setScanNotice('当前环境不支持扫码，请输入门票上的票号')
      else setScanNotice('没有识别到二维码，请重试或输入票号')
      setManual(true)
      setTimeout(() => focusField('checkin-code'), 50)
    } finally {
      scanning.current = false
    }
  }

  return (
    <View>
      {action.result && <CheckinResult ticket={action.result.ticket} title={action.result.title} />}
      {action.error && (
        <Text className='checkin-panel__error' {...domAttrs({ role: 'alert' })}>
          签到失败：{action.error}
        </Text>
      )}
      <View className='checkin-panel'>
        <Text className='checkin-panel__title'>手机号签到</Text>
        <Text className='checkin-panel__desc'>{doorHint(account, '输入报名时填写的手机号', '输入你报名时填写的手机号')}</Text>
        <LabeledInput name='checkin-phone' label='报名手机号' kind='phone' value={phone} onChange={setPhone} error={phoneError} onConfirm={byPhone} />
        <View className='checkin-panel__row'>
          <Button className='btn-primary checkin-panel__button' disabled={boolAttr(action.busy)} onClick={byPhone}>
            手机号签到
          </Button>
        </View>
      </View>
      <View className='checkin-panel'>
        <Text className='checkin-panel__title'>票号签到</Text>
        <Text className='checkin-panel__desc'>扫描门票二维码，或输入门票上的票号</Text>
        <View className='checkin-panel__row'>
          <Button className='btn-plain checkin-panel__button' disabled={boolAttr(action.busy)} onClick={() => void scan()}>
            扫码签到
          </Button>
          {!manual && (
            <Button className='btn-plain checkin-panel__button' onClick={() => setManual(true)}>
              输入票号
            </Button>
          )}
        </View>
        {scanNotice && (
          <Text className='checkin-panel__notice' {...domAttrs({ role: 'status' })}>
            {scanNotice}
          </Text>
        )}
        {manual && (
          <>
            <LabeledInput name='checkin-code' label='票号' kind='code' value={code} onChange={setCode} error={codeError} onConfirm={() => byCode()} />
            <View className='checkin-panel__row'>
              <Button className='btn-primary checkin-panel__button' disabled={boolAttr(action.busy)} onClick={() => byCode()}>
                票号签到
              </Button>
            </View>
          </>
        )}
      </View>
      <View className='checkin-panel__links'>
        <Text
          className='checkin-panel__link'
          {...domAttrs({ role: 'button', tabIndex: 0 })}
          onClick={() => void navigateTo(pageUrl(Routes.attendeeInputCheckin, { id: eventId }))}
        >
          输入姓名签到
        </Text>
        <Text
          className='checkin-panel__link'
          {...domAttrs({ role: 'button', tabIndex: 0 })}
          onClick={() => void navigateTo(pageUrl(Routes.attendeeSignout, { id: eventId }))}
        >
          签退
        </Text>
      </View>
    </View>
  )
}

/** event/checkin/index?id={eventId}: check in at the door by phone, by scanning or by the ticket code. */
export default observer(function EventCheckinPage() {
  const eventId = useIdParam('id')
  return (
    <Page title='活动签到'>
      {eventId === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <RequireAccount>{account => <CheckinScreen eventId={eventId} account={account} />}</RequireAccount>
      )}
    </Page>
  )
})
