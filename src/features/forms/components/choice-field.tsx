import { View } from '@tarojs/components'
import React from 'react'
import { useFieldIds } from '@/features/forms/a11y'
import { domAttrs } from '@/utils/dom-attrs'
import { ClearButton } from './clear-button'
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from './controls'
import { FieldFrame } from './field-frame'
import type { FieldProps } from './types'

/**
 * RADIO (one option) and CHECKBOX (any options): native inputs inside <label>s, grouped for screen readers.
 * Only a radiogroup may say aria-required; a checkbox group's required mark is in its label.
 * An optional RADIO's choice can be taken back with × (a radio cannot be unticked); boxes untick themselves.
 */
export function ChoiceField({ field, value, error, onChange }: FieldProps) {
  const ids = useFieldIds(field.key)
  const groupAria = {
    'aria-labelledby': ids.label,
    'aria-invalid': error ? 'true' : 'false',
    'aria-describedby': error ? ids.error : undefined
  }
  if (field.type === 'RADIO') {
    const selected = typeof value === 'string' ? value : ''
    return (
      <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error}>
        <RadioGroup
          className='form-choice'
          name={ids.name}
          {...domAttrs({ role: 'radiogroup', 'aria-required': field.required ? 'true' : undefined })}
          onChange={e => onChange(String(e.detail.value))}
          {...groupAria}
        >
          {field.options.map(option => (
            <Label key={option} className={`form-choice__option ${selected === option ? 'form-choice__option--on' : ''}`}>
              <Radio value={option} checked={selected === option} color='var(--theme-color)' />
              <View className='form-choice__text'>{option}</View>
            </Label>
          ))}
        </RadioGroup>
        {selected && !field.required && <ClearButton label={field.label} onClear={() => onChange('')} />}
      </FieldFrame>
    )
  }
  const selected = Array.isArray(value) ? value : []
  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error}>
      <CheckboxGroup
        className='form-choice'
        name={ids.name}
        {...domAttrs({ role: 'group' })}
        onChange={e => {
          const picked = (e.detail.value as string[]) || []
          // Keep the options' order, whatever order they were ticked in.
          onChange(field.options.filter(o => picked.includes(o)))
        }}
        {...groupAria}
      >
        {field.options.map(option => (
          <Label key={option} className={`form-choice__option ${selected.includes(option) ? 'form-choice__option--on' : ''}`}>
            <Checkbox value={option} checked={selected.includes(option)} color='var(--theme-color)' />
            <View className='form-choice__text'>{option}</View>
          </Label>
        ))}
      </CheckboxGroup>
    </FieldFrame>
  )
}
