import { Text, View } from '@tarojs/components'
import React from 'react'
import type { EntryGroup } from '@/features/account/entries'
import { tapTarget } from '@/utils/tap-target'
import './entry-grid.scss'

/** The personal centre's grid of record pages, one card per group. */
export function EntryGrid({ groups, badges = {}, onOpen }: { groups: EntryGroup[]; badges?: Record<string, string>; onOpen: (url: string) => void }) {
  return (
    <View className='entry-grid'>
      {groups.map(group => (
        <View key={group.title} className='entry-grid__group'>
          <Text className='entry-grid__title'>{group.title}</Text>
          <View className='entry-grid__items'>
            {group.entries.map(entry => (
              <View key={entry.key} className='entry-grid__item' {...tapTarget('button')} onClick={() => onOpen(entry.url)}>
                {/* The letter is a picture of the label: the button is named by the label it shows, nothing else. */}
                <View className='entry-grid__icon' aria-hidden='true'>
                  <Text>{entry.label.slice(0, 1)}</Text>
                  {badges[entry.key] && <Text className='entry-grid__badge'>{badges[entry.key]}</Text>}
                </View>
                <Text className='entry-grid__label'>{entry.label}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
