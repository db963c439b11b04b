import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { safeHttpUrl } from '@/services/navigation/links'
import { goHome } from '@/services/navigation/navigate'
import { urlHost } from '@/features/web/url-host'
import { WebFrame } from './web-frame'
import './web-screen.scss'

/**
 * An http(s) page inside the app (mini-programs) or an explicit step out of it (web), from the raw
 * `src` the link carried. Anything else — javascript:, data:, //host, malformed — is refused and
 * nothing is opened.
 */
export function WebScreen({ src }: { src: string }) {
  const url = safeHttpUrl(src)
  if (url) return <WebFrame url={url} host={urlHost(url)} />
  return (
    <View className='web-leave web-leave--refused' role='alert'>
      <View className='web-leave__icon web-leave__icon--refused'>!</View>
      <Text className='web-leave__title'>{src ? '无法打开此链接' : '链接缺少网址'}</Text>
      <Text className='web-leave__tip'>出于安全考虑，这里只能打开以 http:// 或 https:// 开头的网址。</Text>
      <Button className='web-leave__go' onClick={() => void goHome()}>
        返回首页
      </Button>
    </View>
  )
}
