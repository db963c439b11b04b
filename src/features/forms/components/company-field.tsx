import { Input, Text, View } from '@tarojs/components'
import React, { useEffect, useMemo, useRef, useState } from 'react'
import type { EnterpriseInfo } from '../../../../types/contract'
import { debounce } from '@/utils/debounce'
import { searchEnterprise } from '@/features/site'
import { useFieldIds, nativeAttrs } from '@/features/forms/a11y'
import { domAttrs } from '@/utils/dom-attrs'
import { controlAria, FieldFrame } from './field-frame'
import type { FieldProps } from './types'
import { tapTarget } from '@/utils/tap-target'

/** How long typing must pause before suggestions are asked for. */
const COMPANY_SUGGEST_DELAY_MS = 500

/** COMPANY: a name input suggesting registered enterprises while typing (an empty name asks nothing). */
export function CompanyField({ field, value, error, onChange, onBlur }: FieldProps) {
  const text = typeof value === 'string' ? value : ''
  const [suggestions, setSuggestions] = useState<EnterpriseInfo[]>([])
  const seq = useRef(0)
  const ids = useFieldIds(field.key)
  const listId = `${ids.box}-suggestions`
  const aria = controlAria(ids, field.label, field.required, error)
  const native = nativeAttrs({
    ...aria,
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-controls': listId,
    'aria-expanded': suggestions.length ? 'true' : 'false',
    autocomplete: 'organization'
  })

  const suggest = useMemo(
    () =>
      debounce((name: string) => {
        const id = ++seq.current
        searchEnterprise(name)
          .then(list => id === seq.current && setSuggestions(list.slice(0, 8)))
          .catch(() => id === seq.current && setSuggestions([]))
      }, COMPANY_SUGGEST_DELAY_MS),
    []
  )
  useEffect(() => () => suggest.cancel(), [suggest])

  const type = (next: string) => {
    onChange(next)
    if (!next.trim()) {
      suggest.cancel()
      seq.current++
      setSuggestions([])
      return
    }
    suggest(next)
  }

  const choose = (item: EnterpriseInfo) => {
    suggest.cancel()
    seq.current++
    setSuggestions([])
    onChange(item.name)
  }

  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error}>
      <Input
        className='form-field__input'
        name={ids.name}
        value={text}
        placeholder={field.placeholder || `请输入${field.label}`}
        maxlength={-1}
        onInput={e => e.detail && type(e.detail.value)}
        onBlur={() => onBlur?.()}
        {...aria}
        nativeProps={native}
      />
      {suggestions.length > 0 && (
        <View className='form-suggest' id={listId} role='listbox' aria-label='企业名称建议'>
          {suggestions.map(item => (
            <View
              key={item.creditCode || item.name}
              className='form-suggest__item'
              {...tapTarget('option')}
              {...domAttrs({ 'aria-selected': 'false' })}
              onClick={() => choose(item)}
            >
              <Text className='form-suggest__name'>{item.name}</Text>
              {item.legalPerson && <Text className='form-suggest__meta'>法人：{item.legalPerson}</Text>}
            </View>
          ))}
        </View>
      )}
    </FieldFrame>
  )
}
