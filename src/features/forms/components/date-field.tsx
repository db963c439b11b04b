import { View } from '@tarojs/components'
import React from 'react'
import { ClearButton } from './clear-button'
import { DateControl } from './controls'
import { controlAria, FieldFrame } from './field-frame'
import type { FieldProps } from './types'
import { useFieldIds } from '@/features/forms/a11y'
import { earliestDay, todayInBeijing } from '@/shared/form-dates'

/** DATE: the platform date picker (from today on for a field of days to come); the chosen day shows in the field, × empties it. */
export function DateField({ field, value, error, onChange }: FieldProps) {
  const text = typeof value === 'string' ? value : ''
  const today = todayInBeijing()
  const start = earliestDay(field, today) ?? undefined
  const ids = useFieldIds(field.key)
  const shown = text || field.placeholder || `请选择${field.label}`
  // The name starts with the field's label and holds what the control shows (WCAG 2.5.3, label in name).
  const aria = controlAria(ids, `${field.label}：${shown}`, field.required, error)
  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error}>
      <View className='form-field__with-clear'>
        <DateControl name={ids.name} value={text} start={start} today={today} shown={shown} aria={aria} onChange={onChange} />
        {text && <ClearButton label={field.label} onClear={() => onChange('')} />}
      </View>
    </FieldFrame>
  )
}
