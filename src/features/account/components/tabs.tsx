import { Text, View } from '@tarojs/components'
import React from 'react'
import { tapTarget } from '@/utils/tap-target'
import './tabs.scss'

interface TabItem<K extends string> {
  key: K
  label: string
}

/** A row of filter tabs (order status, learn status...). */
export function Tabs<K extends string>({ tabs, active, onChange }: { tabs: readonly TabItem<K>[]; active: K; onChange: (key: K) => void }) {
  return (
    <View className='tabs' role='tablist'>
      {tabs.map(tab => (
        <View
          key={tab.key}
          className={`tabs__item ${tab.key === active ? 'tabs__item--active' : ''}`}
          {...tapTarget('tab')}
          aria-selected={tab.key === active}
          onClick={() => tab.key !== active && onChange(tab.key)}
        >
          <Text>{tab.label}</Text>
        </View>
      ))}
    </View>
  )
}
