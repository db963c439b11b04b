import { Text, View } from '@tarojs/components'
import React from 'react'
import type { EntryGroup } from '@/features/account/entries'
import { tapTarget } from '@/utils/tap-target'
import { GLYPHS } from '@/shared/glyphs'
import './entry-grid.scss'

/** A glyph as a CSS mask: drawn locally in the theme colour (the tile's background), no request. */
function glyphMask(key: string): React.CSSProperties {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'>${GLYPHS[key] || GLYPHS.more}</svg>`
  const url = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
  return { WebkitMaskImage: url, maskImage: url }
}

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
                <View className='entry-grid__icon' aria-hidden='true'>
                  <View className='entry-grid__glyph' style={glyphMask(entry.glyph)} aria-hidden='true' />
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
