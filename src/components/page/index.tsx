import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import React, { useEffect } from 'react'
import { useStores } from '../../stores/context'
import { NavBar } from '../nav-bar'
import './index.scss'

export interface PageProps {
  title: string
  children?: React.ReactNode
  /** Hide the custom navigation bar (home uses its own header). */
  navBar?: boolean
  back?: boolean
  home?: boolean
  navRight?: React.ReactNode
  className?: string
  /** Content under a fixed bottom bar needs room. */
  bottomBar?: React.ReactNode
}

/** Every screen's frame: theme variables, custom navigation bar, document title, bottom bar. */
export const Page = observer(function Page({ title, children, navBar = true, back = true, home = true, navRight, className, bottomBar }: PageProps) {
  const { theme } = useStores()
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])
  return (
    <View className={`page ${theme.themeClass} ${className || ''}`} style={theme.cssVars as React.CSSProperties}>
      {navBar && <NavBar title={title} back={back} home={home} right={navRight} />}
      <View className={`page__body ${bottomBar ? 'page__body--with-bar' : ''}`}>{children}</View>
      {bottomBar && <View className='page__bottom-bar'>{bottomBar}</View>}
    </View>
  )
})
