import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
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
  const phone = smsShown ? phoneField(form) : null
  const forEvent = isEventForm(form)
  const errorCount = Object.keys(fill.errors).length
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
            <Text className='dyn-form__note' aria-live='polite'>
              你填写的内容都还在，请按提示修改后再提交
            </Text>
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
              {phone && phone.key === field.key && sms}
            </React.Fragment>
          ))}
          {smsShown && !phone && sms}
        </View>
        {fill.phoneTaken && (
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
        {fill.submitError && (
          <View className='dyn-form__alert' role='alert'>
            <Text className='dyn-form__alert-title'>提交失败</Text>
            <Text>{fill.submitError}</Text>
            <Text className='dyn-form__alert-hint'>已填写的内容都还在，可直接重新提交</Text>
          </View>
        )}
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
