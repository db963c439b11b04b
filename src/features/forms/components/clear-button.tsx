import { Text, View } from '@tarojs/components'
import React from 'react'
import { tapTarget } from '@/utils/tap-target'

/** The × beside an optional picked value (a date, a region, a choice): empties the field again. */
export function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <View
      className='form-clear'
      {...tapTarget('button')}
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
