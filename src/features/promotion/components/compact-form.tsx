import { Input, Text, Textarea, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import { useAction } from '@/hooks/use-action'
import type { FormField, FormValue } from '../../../../types/contract'
import { controlOf, initialValues, toSubmitValues, validateValues } from '@/features/promotion/form-values'
import { boolAttr } from './bool-attr'
import { visibleFields } from '@/shared/form-conditions'
import { inputLabel } from '@/utils/input-label'
import { tapTarget } from '@/utils/tap-target'
import './compact-form.scss'

interface CompactFormProps {
  fields: FormField[]
  /** Saved values to edit (an attendee's data). */
  initial?: Record<string, FormValue> | null
  submitText: string
  busyText?: string
  /** Sends the values; a rejection keeps everything typed so the promoter can retry. */
  onSubmit: (values: Record<string, FormValue>) => Promise<void>
}

/** The promoter's own compact form over an event's sign-up fields (text, phone, email, number, choices). */
export function CompactForm({ fields, initial, submitText, busyText = '提交中…', onSubmit }: CompactFormProps) {
  const [values, setValues] = useState<Record<string, FormValue>>(() => initialValues(fields, initial))
  const [errors, setErrors] = useState<Record<string, string>>({})
  // The caller says what went wrong; the values stay for another try.
  const submission = useAction((answers: ReturnType<typeof toSubmitValues>) => onSubmit(answers), { onError: () => undefined })
  const busy = submission.pending
  // The sign-up form's own rule: a field an earlier answer hides is not shown, checked or sent.
  const shown = visibleFields(fields, values)

  const set = (key: string, value: FormValue) => {
    setValues(v => ({ ...v, [key]: value }))
    setErrors(e => (e[key] ? { ...e, [key]: '' } : e))
  }

  const submit = async () => {
    if (busy) return
    const problems = validateValues(shown, values)
    setErrors(problems)
    if (Object.keys(problems).length) return
    await submission.run(toSubmitValues(shown, values))
  }

  return (
    <View className='compact-form'>
      {shown.map(f => {
        const control = controlOf(f)
        const value = values[f.key]
        const error = errors[f.key]
        return (
          <View key={f.key} className={`compact-form__field ${error ? 'compact-form__field--error' : ''}`}>
            <Text className='compact-form__label'>
              {f.required && <Text className='compact-form__required'>*</Text>}
              {f.label}
            </Text>
            {control === 'radio' || control === 'checkbox' ? (
              <View className='compact-form__options' role={control === 'radio' ? 'radiogroup' : 'group'} aria-label={f.label}>
                {f.options.map(o => {
                  const on = control === 'radio' ? value === o : Array.isArray(value) && value.includes(o)
                  return (
                    <View
                      key={o}
                      {...tapTarget(control)}
                      aria-checked={on}
                      className={`compact-form__option ${on ? 'compact-form__option--on' : ''}`}
                      onClick={() => {
                        if (control === 'radio') set(f.key, o)
                        else {
                          const list = Array.isArray(value) ? value : []
                          set(f.key, on ? list.filter(x => x !== o) : [...list, o])
                        }
                      }}
                    >
                      {o}
                    </View>
                  )
                })}
              </View>
            ) : control === 'agreement' ? (
              <View
                {...tapTarget('checkbox')}
                aria-checked={value === true}
                aria-label={f.label}
                className='compact-form__agree'
                onClick={() => set(f.key, value !== true)}
              >
                <View className={`compact-form__tick ${value === true ? 'compact-form__tick--on' : ''}`}>{value === true ? '✓' : ''}</View>
                <Text>已确认{f.label}</Text>
              </View>
            ) : control === 'textarea' ? (
              <Textarea
                className='compact-form__textarea'
                {...inputLabel(f.label)}
                value={String(value ?? '')}
                placeholder={f.placeholder || `请输入${f.label}`}
                maxlength={f.maxLength || 500}
                onInput={e => set(f.key, e.detail.value)}
              />
            ) : (
              <Input
                className='compact-form__input'
                {...inputLabel(f.label)}
                name={f.key}
                value={String(value ?? '')}
                type={control === 'phone' ? 'number' : control === 'number' ? 'digit' : 'text'}
                maxlength={control === 'phone' ? 11 : f.maxLength || 140}
                placeholder={f.placeholder || `请输入${f.label}`}
                onInput={e => set(f.key, e.detail.value)}
              />
            )}
            {error && (
              <View className='compact-form__error' role='alert'>
                {error}
              </View>
            )}
          </View>
        )
      })}
      <Button className='compact-form__submit' disabled={boolAttr(busy)} onClick={() => void submit()}>
        {busy ? busyText : submitText}
      </Button>
    </View>
  )
}
