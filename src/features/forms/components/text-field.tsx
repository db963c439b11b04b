import { Input, Text } from '@tarojs/components'
import React from 'react'
import { nativeAttrs, useFieldIds } from '@/features/forms/a11y'
import { PHONE_INPUT_TYPE } from '@/features/forms/phone-keypad'
import { charCount } from '@/features/forms/validation'
import { Textarea } from './controls'
import { controlAria, FieldFrame } from './field-frame'
import type { FieldProps } from './types'

const INPUT_MODE: Record<string, { inputmode?: string; autocomplete?: string }> = {
  PHONE: { inputmode: 'tel', autocomplete: 'tel' },
  EMAIL: { inputmode: 'email', autocomplete: 'email' },
  NUMBER: { inputmode: 'decimal' }
}

/** TEXT, TEXTAREA, PHONE, EMAIL and NUMBER: one typed value, validated on blur and on submit. */
export function TextField({ field, value, error, onChange, onBlur }: FieldProps) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  const ids = useFieldIds(field.key)
  const aria = controlAria(ids, field.label, field.required, error)
  const native = nativeAttrs({ ...aria, ...INPUT_MODE[field.type] })
  const placeholder = field.placeholder || `请输入${field.label}`
  const max = typeof field.maxLength === 'number' && field.maxLength > 0 ? field.maxLength : null
  const counter = max ? (
    <Text className={`form-field__counter ${charCount(text) > max ? 'form-field__counter--over' : ''}`}>
      {charCount(text)}/{max}
    </Text>
  ) : null
  const range =
    field.type === 'NUMBER' && (typeof field.min === 'number' || typeof field.max === 'number') ? (
      <Text>
        {typeof field.min === 'number' && typeof field.max === 'number'
          ? `范围 ${field.min} - ${field.max}`
          : typeof field.min === 'number'
            ? `不小于 ${field.min}`
            : `不大于 ${field.max}`}
      </Text>
    ) : null
  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error} hint={counter || range}>
      {field.type === 'TEXTAREA' ? (
        <Textarea
          className='form-field__textarea'
          name={ids.name}
          value={text}
          placeholder={placeholder}
          maxlength={-1}
          autoHeight
          onInput={e => e.detail && onChange(e.detail.value)}
          onBlur={() => onBlur?.()}
          {...aria}
          nativeProps={native}
        />
      ) : (
        <Input
          className='form-field__input'
          name={ids.name}
          type={field.type === 'NUMBER' ? 'digit' : field.type === 'PHONE' ? PHONE_INPUT_TYPE : 'text'}
          value={text}
          placeholder={placeholder}
          // Taro's web number input cuts its value to maxlength, and -1 cut every digit (公司人数 stayed empty).
          maxlength={field.type === 'PHONE' ? 11 : field.type === 'NUMBER' ? 20 : -1}
          onInput={e => e.detail && onChange(e.detail.value)}
          onBlur={() => onBlur?.()}
          {...aria}
          nativeProps={native}
        />
      )}
    </FieldFrame>
  )
}
