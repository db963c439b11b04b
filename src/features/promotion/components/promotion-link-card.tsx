import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { PosterResult } from '../../../../types/contract'
import { ErrorView, Skeleton } from '@/components/states'
import { useAction } from '@/hooks/use-action'
import { errorMessage } from '@/services/http/errors'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { copyText } from '@/services/platform/clipboard'
import { toastError } from '@/services/ui/toast'
import { qrCodeUrl } from '@/features/site'
import { getMyPoster } from '@/features/promotion/api'
import { usePromotionUrl } from '@/features/promotion/use-promotion'
import { boolAttr } from './bool-attr'
import './promotion-link-card.scss'

/** My promotion link: the URL with copy, its QR code, and my poster on demand. */
export function PromotionLinkCard({ eventId }: { eventId?: number }) {
  const { data, error, loading, reload } = usePromotionUrl(eventId)
  const [poster, setPoster] = useState<PosterResult | null>(null)
  const [posterError, setPosterError] = useState<string | null>(null)
  const { run: loadPoster, pending: posterBusy } = useAction(
    async () => {
      setPosterError(null)
      setPoster(await getMyPoster(eventId))
    },
    { onError: e => setPosterError(errorMessage(e)) }
  )

  if (!data) {
    return <View className='card promo-link'>{error && !loading ? <ErrorView error={error} onRetry={() => void reload()} /> : <Skeleton rows={2} />}</View>
  }
  const link = data.shortUrl || data.url
  const qr = data.qrCode || qrCodeUrl(data.url)
  const copy = () => void copyText(link).catch(toastError)

  return (
    <View className='card promo-link'>
      <Text className='promo-link__title'>我的推广链接</Text>
      <View className='promo-link__row'>
        <Text className='promo-link__url' data-testid='promotion-url' selectable>
          {link}
        </Text>
        <Button className='promo-link__copy' onClick={copy} aria-label='复制推广链接'>
          复制
        </Button>
      </View>
      <View className='promo-link__qr-row'>
        <View className='promo-link__qr-box'>
          <Image className='promo-link__qr' src={qr} mode='aspectFit' lazyLoad aria-label='推广二维码' imgProps={{ alt: '推广二维码' }} />
        </View>
        <View className='promo-link__qr-text'>
          <Text className='promo-link__qr-tip'>扫码或分享链接，好友的访问与报名都会记在你名下</Text>
          <View className='promo-link__actions'>
            <Button className='promo-link__btn' disabled={boolAttr(posterBusy)} onClick={() => void loadPoster()}>
              {posterBusy ? '生成中…' : poster ? '刷新海报' : '生成海报'}
            </Button>
            <Button className='promo-link__btn promo-link__btn--plain' onClick={() => void navigateTo(pageUrl(Routes.invitePoster, { eventId }))}>
              分享海报
            </Button>
          </View>
        </View>
      </View>
      {posterError && (
        <View className='promo-link__error' role='alert'>
          海报生成失败：{posterError}
        </View>
      )}
      {poster && (
        <View className='promo-link__poster'>
          <Image className='promo-link__poster-img' src={poster.url} mode='widthFix' aria-label='我的推广海报' imgProps={{ alt: '我的推广海报' }} />
          <Text className='promo-link__poster-tip'>长按图片保存，分享给好友</Text>
        </View>
      )}
    </View>
  )
}
