import { View } from '@tarojs/components'
import React from 'react'
import { tapTarget } from '@/utils/tap-target'

/**
 * A row of tabs (a tablist) choosing one of `options`: each a tab with its keyboard and tap handling, the chosen
 * one aria-selected and drawn with `<tabClass>--on`. The screen's stylesheet draws `listClass` and `tabClass`.
 */
export function Tabs<T extends string | number>({
  options,
  value,
  onChange,
  label,
  listClass,
  tabClass
}: {
  options: readonly { key: T; text: string }[]
  value: T
  onChange: (key: T) => void
  /** The tablist's accessible name, when the heading beside it does not say what it chooses. */
  label?: string
  listClass: string
  tabClass: string
}) {
  return (
    <View className={listClass} role='tablist' aria-label={label}>
      {options.map(o => (
        <View
          key={String(o.key)}
          {...tapTarget('tab')}
          aria-selected={o.key === value}
          className={`${tabClass} ${o.key === value ? `${tabClass}--on` : ''}`}
          onClick={() => onChange(o.key)}
        >
          {o.text}
        </View>
      ))}
    </View>
  )
}
