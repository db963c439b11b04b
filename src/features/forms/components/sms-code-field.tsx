import { Input, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { nativeAttrs, useFieldIds } from '@/features/forms/a11y'
import { boolAttr } from '@/utils/dom-attrs'
import { controlAria, FieldFrame } from './field-frame'

interface SmsCodeFieldProps {
  fieldKey: string
  code: string
  error?: string | null
  countdown: number
  sending: boolean
  onChange: (code: string) => void
  onSend: () => void
  label?: string
}

/** An SMS code input with the send button and its resend countdown. */
export function SmsCodeField({ fieldKey, code, error, countdown, sending, onChange, onSend, label = '短信验证码' }: SmsCodeFieldProps) {
  const ids = useFieldIds(fieldKey)
  const aria = controlAria(ids, label, true, error)
  const native = nativeAttrs({ ...aria, inputmode: 'numeric', autocomplete: 'one-time-code' })
  const waiting = countdown > 0
  return (
    <FieldFrame fieldKey={fieldKey} label={label} required error={error}>
      <View className='sms-code'>
        <Input
          className='form-field__input sms-code__input'
          name={ids.name}
          type='number'
          maxlength={8}
          value={code}
          placeholder='请输入验证码'
          onInput={e => e.detail && onChange(e.detail.value)}
          {...aria}
          nativeProps={native}
        />
        <Button className='sms-code__send' size='mini' disabled={boolAttr(waiting || sending)} onClick={onSend} aria-live='polite' data-submit='sms'>
          {sending ? '发送中…' : waiting ? `${countdown}s 后重发` : '获取验证码'}
        </Button>
      </View>
    </FieldFrame>
  )
}
