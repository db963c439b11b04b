import { Text, View } from '@tarojs/components'
import React from 'react'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { BASE_PATH, HOME, pageUrl, Routes } from '@/services/navigation/routes'
import { tapTarget } from '@/utils/tap-target'
import './home-tabs.scss'

export type HomeTab = 'home' | 'card'

const TABS: { key: HomeTab | 'account'; label: string; icon: string }[] = [
  { key: 'home', label: '首页', icon: '⌂' },
  { key: 'card', label: '名片', icon: '☏' },
  // 我的: the personal centre (tickets, orders, favourites) one tap from home; it signs an anonymous visitor in.
  { key: 'account', label: '我的', icon: '☺' }
]

/** The address of a tab (the painted view's links; the app switches 首页/名片 in place on home). */
const tabUrl = (key: HomeTab | 'account') => (key === 'account' ? pageUrl(Routes.account) : pageUrl(HOME, { tab: key === 'card' ? key : null }))

interface HomeTabBarProps {
  /** The tab the page shows. */
  current: HomeTab | 'account'
  /** Home switches 首页/名片 in place; without it (on 我的) they open home afresh, as a tab bar does. */
  onTab?: (tab: HomeTab) => void
}

/** The 首页/名片/我的 tab bar, the same on home and on 我的 (a page's `bottomBar`). */
export function HomeTabBar({ current, onTab }: HomeTabBarProps) {
  const open = (key: HomeTab | 'account') => {
    if (key === current) return
    if (key === 'account') void navigateTo(tabUrl(key))
    else if (onTab) onTab(key)
    else void goHome(tabUrl(key))
  }
  return (
    <View className='home-tabs' role='tablist' aria-label='首页导航'>
      {TABS.map(t => (
        <View
          key={t.key}
          className={`home-tabs__tab ${current === t.key ? 'home-tabs__tab--on' : ''}`}
          {...tapTarget('tab')}
          aria-selected={current === t.key}
          data-href={BASE_PATH + tabUrl(t.key)}
          onClick={() => open(t.key)}
        >
          <Text className='home-tabs__icon' aria-hidden='true'>
            {t.icon}
          </Text>
          <Text className='home-tabs__label'>{t.label}</Text>
        </View>
      ))}
    </View>
  )
}
