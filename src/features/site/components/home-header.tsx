import { Image, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { resizeImage } from '@/utils/image'

export interface HomeHeaderProps {
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
          <View className='home-header__menu' role='button' aria-label='打开菜单' onClick={onMenu}>
            <View className='home-header__burger' />
          </View>
        )}
      </View>
      <View className='home-header__search' role='search'>
        <Text className='home-header__search-icon' aria-hidden='true'>
          ⌕
        </Text>
        <Input
          className='home-header__search-input'
          type='text'
          confirmType='search'
          value={value}
          placeholder='搜索活动、文章、课程'
          aria-label='搜索全站内容'
          maxlength={50}
          onInput={e => setValue(e.detail.value)}
          onConfirm={e => {
            const text = e.detail.value.trim()
            if (text) onSearch(text)
          }}
        />
      </View>
    </View>
  )
}
