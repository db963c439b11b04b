import { Picker, View } from '@tarojs/components'
import React from 'react'
import { ClearButton } from './clear-button'
import { controlAria, FieldFrame } from './field-frame'
import type { FieldProps } from './types'
import { useFieldIds } from '@/features/forms/a11y'
import { tapTarget } from '@/utils/tap-target'
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
        <Picker mode='date' name={ids.name} value={text || today} start={start} onChange={e => onChange(String(e.detail.value))}>
          <View className={`form-field__picker ${text ? '' : 'form-field__picker--empty'}`} {...tapTarget('button')} {...aria}>
            {shown}
          </View>
        </Picker>
        {text && <ClearButton label={field.label} onClear={() => onChange('')} />}
      </View>
    </FieldFrame>
  )
}
