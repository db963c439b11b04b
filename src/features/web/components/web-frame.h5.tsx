import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { safeHttpUrl } from '@/services/navigation/links'
import { copyText } from '@/services/platform/clipboard'
import { leaveTo } from '@/services/platform/launch'

/**
 * On the web most sites refuse to be framed (X-Frame-Options / CSP), so instead of a blank iframe
 * the visitor sees where the link goes and leaves with an explicit step.
 */
export function WebFrame({ url, host }: { url: string; host: string }) {
  const go = () => {
    // Checked again at the moment of leaving: nothing but http(s) is ever assigned.
    const safe = safeHttpUrl(url)
    if (safe) leaveTo(safe)
  }
  return (
    <View className='web-leave'>
      <View className='web-leave__icon'>↗</View>
      <Text className='web-leave__title'>即将离开本站，前往外部网站</Text>
      <Text className='web-leave__host' data-testid='web-host'>
        {host}
      </Text>
      <Text className='web-leave__url' selectable>
        {url}
      </Text>
      <Text className='web-leave__tip'>外部网站的内容不受本站控制，请注意保护个人信息。</Text>
      <Button className='web-leave__go' onClick={go}>
        继续访问
      </Button>
      <Button className='web-leave__copy' onClick={() => void copyText(url)}>
        复制链接
      </Button>
    </View>
  )
}
