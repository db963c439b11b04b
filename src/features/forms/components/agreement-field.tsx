import { Checkbox, CheckboxGroup, Label, Text } from '@tarojs/components'
import React from 'react'
import { SafeRichText } from '../../../components/rich-text'
import { useFieldIds } from '../a11y'
import { FieldFrame } from './field-frame'
import type { FieldProps } from './types'

/** AGREEMENT: the agreement text and the box the visitor must tick. */
export function AgreementField({ field, value, error, onChange }: FieldProps) {
  const ids = useFieldIds(field.key)
  const checked = value === true
  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error}>
      {field.agreement && <SafeRichText className='form-agreement__text' html={field.agreement} />}
      <CheckboxGroup
        onChange={e => onChange(((e.detail.value as string[]) || []).includes('agree'))}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? ids.error : undefined}
      >
        <Label className='form-agreement'>
          <Checkbox value='agree' checked={checked} color='var(--theme-color)' />
          <Text className='form-agreement__label'>我已阅读并同意{field.label}</Text>
        </Label>
      </CheckboxGroup>
    </FieldFrame>
  )
}
