import { Text, View } from '@tarojs/components'
import React from 'react'
import { useFieldIds } from '@/features/forms/a11y'
import { domAttrs } from '@/utils/dom-attrs'
import './form.scss'

interface FieldFrameProps {
  fieldKey: string
  label: string
  required?: boolean
  error?: string | null
  hint?: React.ReactNode
  children: React.ReactNode
}

/** A field's label, control and error; the error element's id is what the control's aria-describedby names. */
export function FieldFrame({ fieldKey, label, required, error, hint, children }: FieldFrameProps) {
  const ids = useFieldIds(fieldKey)
  return (
    <View className={`form-field ${error ? 'form-field--invalid' : ''}`} id={ids.box}>
      <View className='form-field__label' id={ids.label}>
        <Text>{label}</Text>
        {required && (
          <Text className='form-field__required' aria-hidden='true'>
            *
          </Text>
        )}
      </View>
      <View className='form-field__control'>{children}</View>
      {hint && <View className='form-field__hint'>{hint}</View>}
      {error && (
        <Text className='form-field__error' id={ids.error} {...domAttrs({ role: 'alert' })}>
          {error}
        </Text>
      )}
    </View>
  )
}

/** The aria attributes every control of a field carries. */
export function controlAria(ids: { error: string }, label: string, required: boolean, error?: string | null) {
  return {
    'aria-label': label,
    'aria-required': required ? 'true' : undefined,
    'aria-invalid': error ? 'true' : 'false',
    'aria-describedby': error ? ids.error : undefined
  }
}
