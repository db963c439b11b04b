import { Text, View } from '@tarojs/components'
import React from 'react'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { tapTarget } from '@/utils/tap-target'
import './promoter-shortcuts.scss'

const ITEMS = [
  { label: '渠道伙伴中心', icon: '◎', path: Routes.promo },
  { label: '任务中心', icon: '✓', path: Routes.promotionTask },
  { label: '邀请排行', icon: '★', path: Routes.inviteRank },
  { label: '我的推广', icon: '↗', path: Routes.myPromotion }
]

/** Entries to the other promoter screens, carrying the event when there is one. */
export function PromoterShortcuts({ eventId, exclude }: { eventId?: number; exclude?: string }) {
  return (
    <View className='card promoter-shortcuts'>
      {ITEMS.filter(i => i.path !== exclude).map(i => (
        <View key={i.path} className='promoter-shortcuts__item' {...tapTarget('button')} onClick={() => void navigateTo(pageUrl(i.path, { eventId }))}>
          <View className='promoter-shortcuts__icon'>{i.icon}</View>
          <Text className='promoter-shortcuts__label'>{i.label}</Text>
        </View>
      ))}
    </View>
  )
}
