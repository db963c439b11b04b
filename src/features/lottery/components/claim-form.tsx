import { Input, Text, Textarea, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { LotteryCompleteBody, LotteryRecord } from '../../../../types/contract'
import { errorMessage } from '@/services/http/errors'
import { useStores } from '@/stores/context'
import { completeInfo } from '@/features/lottery/api'
import { cleanClaim, validateClaim } from '@/features/lottery/claim'
import { inputLabel } from '@/utils/input-label'
import { tapTarget } from '@/utils/tap-target'
import { useAction } from '@/hooks/use-action'
import { useFormFields } from '@/hooks/use-form-fields'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import './dialog.scss'

/** The claim form's fields, in order: `id` names the input (claim-<id>), `a11yLabel` when it differs from the label. */
const CLAIM_FIELDS: {
  key: keyof LotteryCompleteBody
  id: string
  label: string
  a11yLabel?: string
  placeholder?: string
  max?: number
  type?: 'number'
  multiline?: boolean
}[] = [
  { key: 'credentialId', id: 'credential', label: '兑奖码' },
  { key: 'name', id: 'name', label: '姓名', placeholder: '收件人姓名', max: 30 },
  { key: 'cellphone', id: 'cellphone', label: '手机号', placeholder: '11 位手机号', max: 11, type: 'number' },
  { key: 'address', id: 'address', label: '地址', a11yLabel: '收货地址', placeholder: '省 / 市 / 区 / 街道门牌', max: 200, multiline: true }
]

interface ClaimFormProps {
  credentialId: string
  onDone: (record: LotteryRecord) => void
  onCancel: () => void
}

/** The claim form for a physical prize: credential, name, cellphone, address → completeInfo (a modal dialog: Esc cancels). */
export function ClaimForm({ credentialId, onDone, onCancel }: ClaimFormProps) {
  const { session } = useStores()
  const {
    values: form,
    errors,
    setErrors,
    set
  } = useFormFields<LotteryCompleteBody>(() => ({
    credentialId,
    name: session.account?.name || '',
    cellphone: session.account?.cellphone || '',
    address: ''
  }))
  const [submitError, setSubmitError] = useState('')
  // What was typed stays when sending fails; the visitor can correct and send again.
  const claim = useAction(
    async (body: LotteryCompleteBody) => {
      setSubmitError('')
      await session.requireAccount()
      onDone(await completeInfo(body))
    },
    { onError: e => setSubmitError(errorMessage(e)) }
  )
  const sending = claim.pending

  const submit = async () => {
    const found = validateClaim(form)
    setErrors(found)
    if (Object.keys(found).length) return
    await claim.run(cleanClaim(form))
  }

  const dialog = useDialogFocus(true, onCancel)
  return (
    <View ref={dialog} className='lottery-dialog' role='dialog' aria-modal='true' aria-label='填写领奖信息'>
      <View className='lottery-dialog__mask' onClick={onCancel} />
      <View className='lottery-dialog__box lottery-dialog__box--form'>
        <Text className='lottery-dialog__title'>填写领奖信息</Text>
        <View className='claim'>
          {CLAIM_FIELDS.map(field => {
            const props = {
              id: `claim-${field.id}`,
              value: form[field.key],
              placeholder: field.placeholder,
              ...inputLabel(field.a11yLabel ?? field.label),
              maxlength: field.max,
              onInput: (e: { detail: { value: string } }) => set(field.key, e.detail.value)
            }
            return (
              <React.Fragment key={field.key}>
                <View className={field.multiline ? 'claim__field claim__field--top' : 'claim__field'}>
                  <Text className='claim__label'>{field.label}</Text>
                  {field.multiline ? <Textarea className='claim__textarea' {...props} /> : <Input className='claim__input' type={field.type} {...props} />}
                </View>
                {errors[field.key] && <Text className='claim__error'>{errors[field.key]}</Text>}
              </React.Fragment>
            )
          })}
          {submitError && (
            <View className='claim__error claim__error--submit' role='alert'>
              {submitError}
            </View>
          )}
        </View>
        <Button className='lottery-dialog__btn' disabled={sending || undefined} onClick={() => void submit()}>
          {sending ? '提交中…' : '提交'}
        </Button>
        <View className='lottery-dialog__close' {...tapTarget('button')} aria-label='关闭' onClick={onCancel}>
          ×
        </View>
      </View>
    </View>
  )
}
