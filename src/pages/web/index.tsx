import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { Page } from '@/components/page'
import { usePageParams } from '@/hooks/use-params'
import { safeHttpUrl } from '@/services/navigation/links'
import { goHome } from '@/services/navigation/navigate'
import { WebFrame } from './web-frame'
import './index.scss'

/** The host of a URL that safeHttpUrl accepted. */
export function urlHost(url: string): string {
  const match = /^https?:\/\/([^/?#]+)/i.exec(url)
  return match ? match[1].toLowerCase() : ''
}

/**
 * web/index?src=<encoded url>: an http(s) page inside the app (mini-programs) or an explicit step
 * out of it (web). Anything else — javascript:, data:, //host, malformed — is refused and nothing
 * is opened.
 */
export default function WebPage() {
  const params = usePageParams()
  const raw = params.src || ''
  const url = safeHttpUrl(raw)
  return (
    <Page title='网页'>
      {url ? (
        <WebFrame url={url} host={urlHost(url)} />
      ) : (
        <View className='web-leave web-leave--refused' role='alert'>
          <View className='web-leave__icon web-leave__icon--refused'>!</View>
          <Text className='web-leave__title'>{raw ? '无法打开此链接' : '链接缺少网址'}</Text>
          <Text className='web-leave__tip'>出于安全考虑，这里只能打开以 http:// 或 https:// 开头的网址。</Text>
          <Button className='web-leave__go' onClick={() => void goHome()}>
            返回首页
          </Button>
        </View>
      )}
    </Page>
  )
}
