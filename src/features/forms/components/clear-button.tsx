import { Text, View } from '@tarojs/components'
import React from 'react'
import { domAttrs } from '@/utils/dom-attrs'

/** The × beside an optional picked value (a date, a region, a choice): empties the field again. */
export function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <View
      className='form-clear'
      {...domAttrs({ role: 'button', tabIndex: 0 })}
      aria-label={`清除${label}`}
      onClick={e => {
        e.stopPropagation()
        onClear()
      }}
    >
      <Text className='form-clear__x' aria-hidden='true'>
        ×
      </Text>
    </View>
  )
}
