import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import { observer } from 'mobx-react-lite'
import { qrCodeUrl } from '@/features/site/api'
import { miniProgramLink } from '@/features/site/mini-program'
import { webOrigin } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'
import { BASE_PATH, HOME } from '@/services/navigation/routes'
import { copyText } from '@/services/platform/clipboard'
import { useStores } from '@/stores/context'
import './app-landing.scss'

/** The site's home address as a visitor would type it (same origin on the web). */
function siteUrl(): string {
  const origin = webOrigin()
  return `${origin}${BASE_PATH}${HOME}`
}

/**
 * The "open in the mini-program" landing: what the mini-program offers and a code that opens it (the
 * company's appid through WeChat's URL scheme), or, without a mini-program, says so; the web address
 * only as the web version's, with the way home.
 */
export const AppLanding = observer(function AppLanding() {
  const { theme, site } = useStores()
  const url = siteUrl()
  const name = theme.companyName || '我们'
  const link = miniProgramLink(site.company?.miniAppId)
  return (
    <View className='app-landing'>
      {theme.logo ? (
        <Image
          className='app-landing__logo'
          src={theme.logo}
          mode='aspectFit'
          imgProps={{ alt: theme.companyName ? `${theme.companyName}标志` : '企业标志' }}
        />
      ) : (
        <View className='app-landing__logo app-landing__logo--empty'>APP</View>
      )}
      <Text className='app-landing__title'>在小程序中打开{name === '我们' ? '' : ` ${name}`}</Text>
      {link ? (
        <>
          <Text className='app-landing__text'>
            小程序版本提供与网页相同的文章、活动、课程和资料，并支持消息提醒、一键分享给好友和更快的打开速度。用微信扫一扫下方二维码，或长按识别即可进入。
          </Text>
          <View className='app-landing__qr-box'>
            <Image
              className='app-landing__qr'
              src={qrCodeUrl(link)}
              mode='aspectFit'
              showMenuByLongpress
              aria-label='小程序二维码'
              imgProps={{ alt: '小程序二维码' }}
              data-testid='mini-program-code'
            />
          </View>
        </>
      ) : (
        <Text className='app-landing__text'>小程序暂未开放，网页版提供全部内容，请继续使用网页版。</Text>
      )}
      <Text className='app-landing__url' selectable>
        网页版：{url}
      </Text>
      <Button className='app-landing__home' onClick={() => void goHome()}>
        继续使用网页版
      </Button>
      <Button className='app-landing__copy' onClick={() => void copyText(url)}>
        复制网页版网址
      </Button>
    </View>
  )
})
