import { View } from '@tarojs/components'
import React from 'react'
import type { MetadataField } from '../../../../../types/contract'

/** Metadata fields as a label/value table; empty values read "-". */
export function MetadataTable({ fields }: { fields: MetadataField[] }) {
  const rows = fields.filter(f => f && (f.label || f.key))
  if (rows.length === 0) return null
  return (
    <View className='detail-table' role='table'>
      {rows.map(f => (
        <View key={f.key || f.label} className='detail-table__row' role='row'>
          <View className='detail-table__label' role='rowheader'>
            {f.label || f.key}
          </View>
          <View className='detail-table__value' role='cell'>
            {f.value === null || f.value === undefined || f.value === '' ? '-' : String(f.value)}
          </View>
        </View>
      ))}
    </View>
  )
}
