import { Text, View } from '@tarojs/components'
import React from 'react'
import { goBack, goHome } from '@/services/navigation/navigate'
import { BASE_PATH, HOME } from '@/services/navigation/routes'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

interface NavBarProps {
  title: string
  /** Show the back arrow (falls back to home when there is no history). */
  back?: boolean
  /** Show the home button. */
  home?: boolean
  right?: React.ReactNode
}

/** The custom navigation bar most pages use (spec §2). */
export function NavBar({ title, back = true, home = true, right }: NavBarProps) {
  return (
    <View className='nav-bar' role='banner'>
      <View className='nav-bar__side'>
        {back && (
          <View className='nav-bar__btn' {...tapTarget('button')} aria-label='返回' onClick={() => void goBack()}>
            <Text className='nav-bar__arrow'>‹</Text>
          </View>
        )}
        {home && (
          // data-href: the painted view (before the app runs) makes it a plain link home (src/ssr/taro-components.tsx).
          <View className='nav-bar__btn' {...tapTarget('button')} aria-label='首页' data-href={BASE_PATH + HOME} onClick={() => void goHome()}>
            <Text className='nav-bar__home'>⌂</Text>
          </View>
        )}
      </View>
      <View className='nav-bar__title' role='heading' aria-level={1}>
        {title}
      </View>
      <View className='nav-bar__side nav-bar__side--right'>{right}</View>
    </View>
  )
}
