import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { SmsCodeResult } from '../../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { errorMessage } from '@/services/http/errors'
import { FieldScopeProvider, focusField, useNewFieldScope } from '@/features/forms/a11y'
import { boolAttr } from '@/utils/dom-attrs'
import { SMS_RESEND_SECONDS, useCountdown } from '@/features/forms/use-countdown'
import { validateSmsCode } from '@/features/forms/validation'
import { cellphoneError } from '@/shared/phone'
import { LabeledInput } from './labeled-input'
import { SmsCodeField } from './sms-code-field'
import './form.scss'

interface PhoneVerifyProps {
  initialPhone?: string
  sendCode: (cellphone: string) => Promise<SmsCodeResult>
  /** Verifies and binds; resolves when the account has the phone. */
  verify: (cellphone: string, code: string) => Promise<void>
  submitText?: string
}

/** Phone + SMS code with a 60 s resend countdown; the errors sit on the field they belong to. */
export function PhoneVerify({ initialPhone = '', sendCode, verify, submitText = '验证' }: PhoneVerifyProps) {
  const [phone, setPhone] = useState(initialPhone)
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const codeRequest = useAction(
    async (to: string) => {
      setCodeError(null)
      const result = await sendCode(to)
      countdown.start(result?.retryAfter && result.retryAfter > 0 ? result.retryAfter : SMS_RESEND_SECONDS)
    },
    { onError: e => setCodeError(errorMessage(e)) }
  )
  const sending = codeRequest.pending
  const verification = useAction(
    async (to: string, typed: string) => {
      setError(null)
      await verify(to, typed)
    },
    { onError: e => setError(errorMessage(e)) }
  )
  const busy = verification.pending
  const countdown = useCountdown()
  const scope = useNewFieldScope()

  const checkPhone = (): boolean => {
    const message = cellphoneError(phone)
    setPhoneError(message)
    if (!message) return true
    focusField('verify-phone', scope)
    return false
  }

  const send = async () => {
    if (sending || countdown.remaining > 0 || !checkPhone()) return
    await codeRequest.run(phone.trim())
  }

  const submit = async () => {
    if (busy || !checkPhone()) return
    const message = validateSmsCode(code)
    setCodeError(message)
    if (message) {
      focusField('verify-code', scope)
      return
    }
    await verification.run(phone.trim(), code.trim())
  }

  return (
    <FieldScopeProvider value={scope}>
      <View className='phone-verify'>
        <LabeledInput name='verify-phone' label='手机号' kind='phone' value={phone} onChange={setPhone} error={phoneError} />
        <SmsCodeField
          fieldKey='verify-code'
          code={code}
          error={codeError}
          countdown={countdown.remaining}
          sending={sending}
          onChange={setCode}
          onSend={() => void send()}
        />
        {error && (
          <View className='dyn-form__alert' role='alert'>
            <Text>{error}</Text>
          </View>
        )}
        <Button className='dyn-form__submit' disabled={boolAttr(busy)} onClick={() => void submit()}>
          {busy ? '验证中…' : submitText}
        </Button>
      </View>
    </FieldScopeProvider>
  )
}
