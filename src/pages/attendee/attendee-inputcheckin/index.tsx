import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { Account } from '../../../../types/contract'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ErrorView } from '@/components/states'
import { checkIn } from '@/features/events/api'
import { CheckinResult } from '@/features/events/components/checkin-result'
import { checkinTitle, doorHint, useTicketAction } from '@/features/events/use-ticket-action'
import { focusField, domAttrs, boolAttr } from '@/features/forms/a11y'
import { LabeledInput } from '@/features/forms/components/labeled-input'
import { isValidPhone } from '@/features/forms/validation'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'

function InputCheckin({ eventId, account }: { eventId: number; account: Account }) {
  const action = useTicketAction()
  const [name, setName] = useState('')
  const [cellphone, setCellphone] = useState('')
  const [errors, setErrors] = useState<{ name?: string; cellphone?: string }>({})

  const submit = () => {
    const next: { name?: string; cellphone?: string } = {}
    if (!name.trim()) next.name = '请填写报名时的姓名'
    if (!isValidPhone(cellphone)) next.cellphone = cellphone.trim() ? '请输入正确的11位手机号' : '请填写报名手机号'
    setErrors(next)
    if (next.name || next.cellphone) {
      focusField(next.name ? 'input-name' : 'input-cellphone')
      return
    }
    void action.run(() => checkIn(eventId, { name: name.trim(), cellphone: cellphone.trim() }), checkinTitle)
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
        <Text className='checkin-panel__title'>输入报名信息签到</Text>
        <Text className='checkin-panel__desc'>
          {doorHint(account, '填写报名时的姓名和手机号，核对一致即可签到', '填写你报名时的姓名和手机号，核对一致即可签到')}
        </Text>
        <LabeledInput name='input-name' label='姓名' value={name} onChange={setName} error={errors.name} />
        <LabeledInput
          name='input-cellphone'
          label='手机号'
          kind='phone'
          value={cellphone}
          onChange={setCellphone}
          error={errors.cellphone}
          onConfirm={submit}
        />
        <View className='checkin-panel__row'>
          <Button className='btn-primary checkin-panel__button' disabled={boolAttr(action.busy)} onClick={submit}>
            确认签到
          </Button>
        </View>
      </View>
    </View>
  )
}

/** attendee/attendee-inputcheckin/index?id={eventId}: check in by typing name and cellphone. */
export default function AttendeeInputCheckinPage() {
  const eventId = useIdParam('id')
  return (
    <Page title='输入信息签到'>
      {eventId === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <RequireAccount>{account => <InputCheckin eventId={eventId} account={account} />}</RequireAccount>
      )}
    </Page>
  )
}
