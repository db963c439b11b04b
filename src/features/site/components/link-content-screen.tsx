import { Text, View } from '@tarojs/components'
import React from 'react'
import type { ShortLinkInfo } from '../../../../types/contract'
import { SafeRichText } from '@/components/rich-text'
import { Empty } from '@/components/states'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import './link-content.scss'

/** A short link's own content: its title and rich text, or the way on when it carries none. */
export function LinkContentScreen({ info }: { info: ShortLinkInfo }) {
  return (
    <View className='link-content'>
      <Text className='link-content__title'>{info.title}</Text>
      {info.content ? (
        <SafeRichText html={info.content} className='link-content__body' />
      ) : (
        <Empty
          text='这个链接没有附带内容'
          actionText={info.target ? '打开链接' : '返回首页'}
          onAction={() => (info.target ? void redirectTo(pageUrl(Routes.linkOpen, { keyword: info.keyword })) : void goHome())}
        />
      )}
    </View>
  )
}
