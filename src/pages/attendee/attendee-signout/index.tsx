import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { Account } from '../../../../types/contract'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ErrorView } from '@/components/states'
import { signOut } from '@/features/events/api'
import { CheckinResult } from '@/features/events/components/checkin-result'
import { doorHint, signOutTitle, useTicketAction } from '@/features/events/use-ticket-action'
import { domAttrs, focusField, boolAttr } from '@/features/forms/a11y'
import { LabeledInput } from '@/features/forms/components/labeled-input'
import { isValidPhone } from '@/features/forms/validation'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

type Mode = 'cellphone' | 'code'

function SignOut({ eventId, account }: { eventId: number; account: Account }) {
  const action = useTicketAction()
  const [mode, setMode] = useState<Mode>('cellphone')
  const [cellphone, setCellphone] = useState(account.cellphone || '')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = () => {
    if (mode === 'cellphone') {
      if (!isValidPhone(cellphone)) {
        setError(cellphone.trim() ? '请输入正确的11位手机号' : '请填写报名手机号')
        focusField('signout-cellphone')
        return
      }
      setError(null)
      void action.run(() => signOut(eventId, { cellphone: cellphone.trim() }), signOutTitle)
      return
    }
    if (!code.trim()) {
      setError('请输入门票上的票号')
      focusField('signout-code')
      return
    }
    setError(null)
    void action.run(() => signOut(eventId, { code: code.trim() }), signOutTitle)
  }

  return (
    <View>
      {action.result && <CheckinResult ticket={action.result.ticket} title={action.result.title} />}
      {action.error && (
        <Text className='checkin-panel__error' {...domAttrs({ role: 'alert' })}>
          签退失败：{action.error}
        </Text>
      )}
      <View className='checkin-panel'>
        <Text className='checkin-panel__title'>活动签退</Text>
        <Text className='checkin-panel__desc'>{doorHint(account, '离场前签退，用报名手机号或门票票号', '离场前签退，用你的报名手机号或门票票号')}</Text>
        <View className='checkin-panel__row' {...domAttrs({ role: 'tablist', 'aria-label': '签退方式' })}>
          {(['cellphone', 'code'] as Mode[]).map(m => (
            <Button
              key={m}
              className={`${mode === m ? 'btn-primary' : 'btn-plain'} checkin-panel__button`}
              {...domAttrs({ role: 'tab', 'aria-selected': mode === m ? 'true' : 'false' })}
              onClick={() => {
                setMode(m)
                setError(null)
              }}
            >
              {m === 'cellphone' ? '手机号' : '票号'}
            </Button>
          ))}
        </View>
        {mode === 'cellphone' ? (
          <LabeledInput name='signout-cellphone' label='报名手机号' kind='phone' value={cellphone} onChange={setCellphone} error={error} onConfirm={submit} />
        ) : (
          <LabeledInput name='signout-code' label='票号' kind='code' value={code} onChange={setCode} error={error} onConfirm={submit} />
        )}
        <View className='checkin-panel__row'>
          <Button className='btn-primary checkin-panel__button' disabled={boolAttr(action.busy)} onClick={submit}>
            确认签退
          </Button>
        </View>
      </View>
    </View>
  )
}

/** attendee/attendee-signout/index?id={eventId}: sign out by cellphone or ticket code. */
export default function AttendeeSignoutPage() {
  const eventId = useIdParam('id')
  return (
    <Page title='签退'>
      {eventId === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <RequireAccount>{account => <SignOut eventId={eventId} account={account} />}</RequireAccount>
      )}
    </Page>
  )
}
