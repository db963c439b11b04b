import { Text } from '@tarojs/components'
import React from 'react'
import { SafeRichText } from '@/components/rich-text'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { useFieldIds } from '@/features/forms/a11y'
import { Checkbox, CheckboxGroup, Label } from './controls'
import { FieldFrame } from './field-frame'
import type { FieldProps } from './types'
import { tapTarget } from '@/utils/tap-target'

/** The site's privacy policy: a server-provided text shown by link-content (the spec has no policy route). */
const PRIVACY_POLICY_URL = pageUrl(Routes.linkContent, { keyword: 'privacy' })

/** AGREEMENT: the agreement text and the box the visitor must tick; a privacy consent links to the policy. */
export function AgreementField({ field, value, error, onChange }: FieldProps) {
  const ids = useFieldIds(field.key)
  const checked = value === true
  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error}>
      {field.agreement && <SafeRichText className='form-agreement__text' html={field.agreement} />}
      <CheckboxGroup
        name={ids.name}
        onChange={e => onChange(((e.detail.value as string[]) || []).includes('agree'))}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? ids.error : undefined}
      >
        <Label className='form-agreement'>
          <Checkbox value='agree' checked={checked} color='var(--theme-color)' />
          <Text className='form-agreement__label'>
            我已阅读并同意
            {/隐私/.test(field.label) ? (
              <Text
                className='form-agreement__link'
                {...tapTarget('link')}
                onClick={e => {
                  // Opening the policy must not tick the box the link sits in.
                  e.preventDefault()
                  e.stopPropagation()
                  void navigateTo(PRIVACY_POLICY_URL)
                }}
              >
                《{field.label}》
              </Text>
            ) : (
              field.label
            )}
          </Text>
        </Label>
      </CheckboxGroup>
    </FieldFrame>
  )
}
