import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { SearchField } from '@/components/search-field'
import { resizeImage } from '@/utils/image'
import { tapTarget } from '@/utils/tap-target'

const SEARCH_CLASSES = { box: 'home-header__search', icon: 'home-header__search-icon', input: 'home-header__search-input' }

interface HomeHeaderProps {
  logo: string
  name: string
  onSearch: (value: string) => void
  onMenu: () => void
  hasMenu: boolean
}

/** Home's own header: company logo and name, a search box, and the menu button. */
export function HomeHeader({ logo, name, onSearch, onMenu, hasMenu }: HomeHeaderProps) {
  const [value, setValue] = useState('')
  return (
    <View className='home-header' role='banner'>
      <View className='home-header__brand'>
        {logo ? (
          <Image className='home-header__logo' src={resizeImage(logo, 'icon')} mode='aspectFit' imgProps={{ alt: '' }} />
        ) : (
          <View className='home-header__logo home-header__logo--empty'>
            <Text>{(name || '首').slice(0, 1)}</Text>
          </View>
        )}
        <View className='home-header__name' role='heading' aria-level={1}>
          {name}
        </View>
        {hasMenu && (
          <View className='home-header__menu' {...tapTarget('button')} aria-label='打开菜单' onClick={onMenu}>
            <View className='home-header__burger' />
          </View>
        )}
      </View>
      <SearchField
        classes={SEARCH_CLASSES}
        value={value}
        placeholder='搜索活动、文章、课程'
        label='搜索全站内容'
        onInput={setValue}
        onConfirm={text => {
          if (text.trim()) onSearch(text.trim())
        }}
      />
    </View>
  )
}
