import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useEffect } from 'react'
import type { WebsiteForm } from '../../../../types/contract'
import { FieldScopeProvider } from '@/features/forms/a11y'
import { boolAttr } from '@/utils/dom-attrs'
import type { FormFill } from '@/features/forms/use-form-fill'
import { isEventForm, phoneField, SMS_CODE_KEY } from '@/features/forms/validation'
import { FormFieldControl } from './form-field'
import { SmsCodeField } from './sms-code-field'
import type { UploadAccess } from './upload-field'
import './form.scss'
import { domAttrs } from '@/utils/dom-attrs'
import { visibleFields } from '@/shared/form-conditions'
import { tapTarget } from '@/utils/tap-target'
import { phoneLoginHref, Routes } from '@/shared/routes'
import { RefusedAlert } from './refused-alert'

interface FormViewProps {
  form: WebsiteForm
  fill: FormFill
  /** The session as upload fields need it (sign in, resume a file picked before signing in). */
  uploads: UploadAccess
}

/**
 * A website form: its fields in order (those an earlier answer hides left out), the SMS code after the phone
 * field, the server's error, the submit button.
 */
export function FormView({ form, fill, uploads }: FormViewProps) {
  // A refusal about the SMS code shows the code field even where the form had not asked for one yet.
  const smsShown = form.smsVerify || !!fill.errors[SMS_CODE_KEY]
  const phoneKey = phoneField(form)?.key
  const phone = smsShown ? phoneField(form) : null
  const forEvent = isEventForm(form)
  // A registered phone is no mistake to correct: its sign-in is offered beside it, and it is not counted as one.
  const taken = !!fill.phoneTaken && !!phoneKey
  const errorCount = Object.keys(fill.errors).filter(key => !(taken && key === phoneKey)).length
  const alertId = `${fill.scope}form-alert`
  // A refusal that names no field (the network, the server) is said above the submit button: brought into view, as a
  // field's is, since a submit that went through the sign-in first comes back at the top of the form.
  useEffect(() => {
    if (!fill.submitError || typeof document === 'undefined') return
    try {
      document.getElementById(alertId)?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    } catch {
      // jsdom and old browsers have no smooth scrolling
    }
  }, [fill.submitError, alertId])
  const sms = (
    <SmsCodeField
      fieldKey={SMS_CODE_KEY}
      code={fill.smsCode}
      error={fill.errors[SMS_CODE_KEY]}
      countdown={fill.smsCountdown}
      sending={fill.sendingSms}
      onChange={fill.setSmsCode}
      onSend={() => void fill.sendSms()}
    />
  )
  return (
    <FieldScopeProvider value={fill.scope}>
      <View className='dyn-form' role='form' aria-label={form.title}>
        <View className='dyn-form__head'>
          <Text className='dyn-form__title' {...domAttrs({ role: 'heading', 'aria-level': 1 })}>
            {form.title}
          </Text>
          {form.description && <Text className='dyn-form__desc'>{form.description}</Text>}
          {fill.notice ? (
            <Text className='dyn-form__note' aria-live='polite'>
              {fill.notice}
            </Text>
          ) : fill.resumed === 'submitting' ? (
            <Text className='dyn-form__note' aria-live='polite'>
              正在提交你填写的内容…
            </Text>
          ) : fill.resumed === 'failed' ? (
            // Back from the sign-in a submit led to: the visitor left nothing, so nothing was "restored"; what failed is
            // said where it belongs (a field, the registered phone's offer, 提交失败), and only a field asks for a change.
            errorCount > 0 && (
              <Text className='dyn-form__note' aria-live='polite'>
                你填写的内容都还在，请按提示修改后再提交
              </Text>
            )
          ) : (
            fill.restored && <Text className='dyn-form__note'>已恢复你上次填写的内容</Text>
          )}
        </View>
        <View className='dyn-form__fields'>
          {visibleFields(form.fields, fill.values).map(field => (
            <React.Fragment key={field.key}>
              <FormFieldControl
                field={field}
                value={fill.values[field.key]}
                error={fill.errors[field.key]}
                onChange={value => fill.setValue(field.key, value)}
                onBlur={() => fill.blur(field.key)}
                uploads={uploads}
              />
              {taken && field.key === phoneKey && (
                <View className='dyn-form__taken' role='status'>
                  <Text>{forEvent ? '门票在这个手机号的账号里，用它登录即可查看。' : '提交记录在这个手机号的账号里，用它登录即可查看。'}</Text>
                  <View
                    className='dyn-form__taken-link'
                    {...tapTarget('link')}
                    data-href={phoneLoginHref(forEvent ? Routes.accountTickets : Routes.account)}
                    onClick={() => fill.signInWithPhone?.()}
                  >
                    {forEvent ? '用该手机号登录查看门票' : '用该手机号登录'}
                  </View>
                </View>
              )}
              {phone && phone.key === field.key && sms}
            </React.Fragment>
          ))}
          {smsShown && !phone && sms}
        </View>
        {fill.submitError && <RefusedAlert title='提交失败' message={fill.submitError} hint='已填写的内容都还在，可直接重新提交' id={alertId} />}
        {errorCount > 0 && !fill.submitError && (
          <Text className='dyn-form__summary' aria-live='polite'>
            还有 {errorCount} 项需要修改
          </Text>
        )}
        <Button
          className='dyn-form__submit'
          disabled={boolAttr(fill.submitting)}
          onClick={() => void fill.submit()}
          data-submit='send'
          aria-busy={fill.submitting ? 'true' : 'false'}
        >
          {fill.submitting ? '提交中…' : form.submitText || '提交'}
        </Button>
      </View>
    </FieldScopeProvider>
  )
}
