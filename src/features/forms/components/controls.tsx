import { Picker, View } from '@tarojs/components'
import React from 'react'
import { tapTarget } from '@/utils/tap-target'

/**
 * The form fields' choice, text and date controls. Mini-programs draw them with their own components (Taro's, here);
 * the web draws native HTML controls with the same props and events (controls.h5.tsx, issue #39), which keeps Taro's
 * Stencil runtime and its picker out of the form's route.
 */
export { Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Textarea } from '@tarojs/components'

export interface DateControlProps {
  /** The control's name (what a painted form posts it as). */
  name: string
  /** The chosen day (YYYY-MM-DD), or '' for none. */
  value: string
  /** The earliest day that can be chosen. */
  start?: string
  /** The day the picker opens on when none is chosen (today on the Beijing clock). */
  today: string
  /** What the field shows: the chosen day or its placeholder. */
  shown: string
  /** The control's aria attributes (its name starts with the field's label and holds what it shows). */
  aria: Record<string, string | undefined>
  onChange: (day: string) => void
}

/** A day chosen with the platform's date picker, opened by the field's box. */
export function DateControl({ name, value, start, today, shown, aria, onChange }: DateControlProps) {
  return (
    <Picker mode='date' name={name} value={value || today} start={start} onChange={e => onChange(String(e.detail.value))}>
      <View className={`form-field__picker ${value ? '' : 'form-field__picker--empty'}`} {...tapTarget('button')} {...aria}>
        {shown}
      </View>
    </Picker>
  )
}
