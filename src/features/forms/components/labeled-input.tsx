import { Input } from '@tarojs/components'
import React from 'react'
import { nativeAttrs, useFieldIds } from '@/features/forms/a11y'
import { PHONE_INPUT_TYPE } from '@/features/forms/phone-keypad'
import { controlAria, FieldFrame } from './field-frame'

interface LabeledInputProps {
  /** Unique on the page: names the field's ids (field-<name>, field-<name>-error). */
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  placeholder?: string
  kind?: 'text' | 'phone' | 'code'
  maxlength?: number
  required?: boolean
  onConfirm?: () => void
}

const MODES = {
  text: { inputmode: undefined, autocomplete: undefined },
  phone: { inputmode: 'tel', autocomplete: 'tel' },
  code: { inputmode: 'text', autocomplete: 'off' }
}

/** A labelled single-line input with its error tied to it, for small forms (check-in, verification). */
export function LabeledInput({ name, label, value, onChange, error, placeholder, kind = 'text', maxlength, required = true, onConfirm }: LabeledInputProps) {
  const ids = useFieldIds(name)
  const aria = controlAria(ids, label, required, error)
  const native = nativeAttrs({ ...aria, ...MODES[kind] })
  return (
    <FieldFrame fieldKey={name} label={label} required={required} error={error}>
      <Input
        className='form-field__input'
        type={kind === 'phone' ? PHONE_INPUT_TYPE : 'text'}
        value={value}
        placeholder={placeholder || `请输入${label}`}
        maxlength={maxlength ?? (kind === 'phone' ? 11 : -1)}
        onInput={e => e.detail && onChange(e.detail.value)}
        onConfirm={() => onConfirm?.()}
        {...aria}
        nativeProps={native}
      />
    </FieldFrame>
  )
}
