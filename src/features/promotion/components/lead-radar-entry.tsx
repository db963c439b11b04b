import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import { useExtension } from '@/hooks/use-extension'
import { navigateTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { tapTarget } from '@/utils/tap-target'
import './lead-radar-entry.scss'

/** The way into 线索雷达 from the promotion centre (extension `leadRadar`; nothing without it). */
export const LeadRadarEntry = observer(function LeadRadarEntry() {
  if (!useExtension('leadRadar')) return null
  return (
    <View className='card lead-entry' {...tapTarget('link')} onClick={() => void navigateTo(Routes.promoLeads)} data-testid='lead-radar-entry'>
      <View className='lead-entry__text'>
        <Text className='lead-entry__title'>线索雷达</Text>
        <Text className='lead-entry__hint'>谁看了你推广的内容、对什么感兴趣，按热度排好</Text>
      </View>
      <Text className='lead-entry__go' aria-hidden='true'>
        ›
      </Text>
    </View>
  )
})
