import { Input, Text, Textarea, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { LotteryCompleteBody, LotteryRecord } from '../../../../types/contract'
import { errorMessage } from '@/services/http/errors'
import { useStores } from '@/stores/context'
import { completeInfo } from '@/features/lottery/api'
import { cleanClaim, validateClaim, type ClaimErrors } from '@/features/lottery/claim'
import { inputLabel } from '@/utils/input-label'
import { tapTarget } from '@/utils/tap-target'
import { useAction } from '@/hooks/use-action'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import './dialog.scss'

interface ClaimFormProps {
  credentialId: string
  onDone: (record: LotteryRecord) => void
  onCancel: () => void
}

/** The claim form for a physical prize: credential, name, cellphone, address → completeInfo (a modal dialog: Esc cancels). */
export function ClaimForm({ credentialId, onDone, onCancel }: ClaimFormProps) {
  const { session } = useStores()
  const [form, setForm] = useState<LotteryCompleteBody>({
    credentialId,
    name: session.account?.name || '',
    cellphone: session.account?.cellphone || '',
    address: ''
  })
  const [errors, setErrors] = useState<ClaimErrors>({})
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

  const set = (key: keyof LotteryCompleteBody, value: string) => {
    setForm(f => ({ ...f, [key]: value }))
    setErrors(e => ({ ...e, [key]: undefined }))
  }

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
          <View className='claim__field'>
            <Text className='claim__label'>兑奖码</Text>
            <Input
              id='claim-credential'
              className='claim__input'
              value={form.credentialId}
              {...inputLabel('兑奖码')}
              onInput={e => set('credentialId', e.detail.value)}
            />
          </View>
          {errors.credentialId && <Text className='claim__error'>{errors.credentialId}</Text>}
          <View className='claim__field'>
            <Text className='claim__label'>姓名</Text>
            <Input
              id='claim-name'
              className='claim__input'
              value={form.name}
              placeholder='收件人姓名'
              {...inputLabel('姓名')}
              maxlength={30}
              onInput={e => set('name', e.detail.value)}
            />
          </View>
          {errors.name && <Text className='claim__error'>{errors.name}</Text>}
          <View className='claim__field'>
            <Text className='claim__label'>手机号</Text>
            <Input
              id='claim-cellphone'
              className='claim__input'
              type='number'
              value={form.cellphone}
              placeholder='11 位手机号'
              {...inputLabel('手机号')}
              maxlength={11}
              onInput={e => set('cellphone', e.detail.value)}
            />
          </View>
          {errors.cellphone && <Text className='claim__error'>{errors.cellphone}</Text>}
          <View className='claim__field claim__field--top'>
            <Text className='claim__label'>地址</Text>
            <Textarea
              id='claim-address'
              className='claim__textarea'
              value={form.address}
              placeholder='省 / 市 / 区 / 街道门牌'
              {...inputLabel('收货地址')}
              maxlength={200}
              onInput={e => set('address', e.detail.value)}
            />
          </View>
          {errors.address && <Text className='claim__error'>{errors.address}</Text>}
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
