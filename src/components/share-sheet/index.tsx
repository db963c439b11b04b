import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react-lite'
import React, { useEffect, useRef, useState } from 'react'
import type { WxSignature } from '../../../types/contract'
import { SHARE_DELAY_MS } from '@/constants'
import { webOrigin } from '@/services/http'
import { UnsupportedPlatformError } from '@/services/http/errors'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { shareContent } from '@/services/platform/share'
import { getWxSignature } from '@/services/platform/signature'
import type { ShareContent } from '@/services/platform/types'
import { toastError } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { sharePath } from './link'
import { useShareContent } from './use-share'
import { tapTarget } from '@/utils/tap-target'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import './index.scss'

interface ShareButtonProps {
  /** What is shared; null while the content loads (the button is then disabled). */
  content: ShareContent | null
  /** The content's id, carried as utm_entity_data_id; with one the sheet also offers 生成海报 (its poster). */
  entityId?: number | null
  /** Fetches the WeChat JS-SDK signature (only called in the WeChat browser). */
  fetchSignature?: (url: string) => Promise<WxSignature>
  className?: string
  label?: string
}

type WxLike = {
  config?: (c: Record<string, unknown>) => void
  ready?: (f: () => void) => void
  updateAppMessageShareData?: (d: Record<string, unknown>) => void
  updateTimelineShareData?: (d: Record<string, unknown>) => void
}

/** In the WeChat browser, hands the share content to the JS-SDK when the page has loaded it; elsewhere nothing. */
async function configureWechatShare(content: ShareContent, link: string, fetchSignature?: (url: string) => Promise<WxSignature>): Promise<void> {
  if (!fetchSignature || typeof window === 'undefined') return
  try {
    const signature = await getWxSignature(window.location.href, fetchSignature)
    const wx = (window as unknown as { wx?: WxLike }).wx
    if (!wx?.config) return
    wx.config({ debug: false, ...signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
    const data = { title: content.title, link, imgUrl: content.imageUrl || '', desc: '' }
    wx.ready?.(() => {
      wx.updateAppMessageShareData?.(data)
      wx.updateTimelineShareData?.(data)
    })
  } catch (e) {
    // Other browsers have no JS-SDK (UnsupportedPlatformError): copying the link is the way to share there.
    if (!(e instanceof UnsupportedPlatformError)) console.warn('wechat share config failed', e)
  }
}

/**
 * A share button for detail pages: registers the platform share menu (friends, timeline) and on the
 * web opens a sheet that copies the link with tracking params ("已复制") or, for a content, opens its
 * poster (the poster page makes it with the sharer's name and attribution).
 */
export const ShareButton = observer(function ShareButton({ content, entityId, fetchSignature, className, label = '分享' }: ShareButtonProps) {
  const { session } = useStores()
  const [open, setOpen] = useState(false)
  const [link, setLink] = useState<string | null>(null)
  const [copying, setCopying] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const shared = content ? { ...content, path: sharePath(content.path, { sharerId: session.account?.accountId, entityId }) } : null
  useShareContent(shared)
  const dialog = useDialogFocus(open, () => setOpen(false))

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    []
  )

  const show = () => {
    if (!shared) return
    setOpen(true)
    setLink(null)
    // spec §9: the share content is built 250 ms after asking, once the page has settled.
    timer.current = setTimeout(() => {
      const full = `${webOrigin()}/web/h${shared.path}`
      setLink(full)
      void configureWechatShare(shared, full, fetchSignature)
    }, SHARE_DELAY_MS)
  }

  const copy = async () => {
    if (!shared || !link || copying) return
    setCopying(true)
    try {
      await shareContent(shared)
      setOpen(false)
    } catch (e) {
      toastError(e)
    } finally {
      setCopying(false)
    }
  }

  const openPoster = () => {
    if (!entityId) return
    setOpen(false)
    void navigateTo(pageUrl(Routes.poster, { id: entityId }))
  }

  return (
    <>
      <View className={`share-btn ${className || ''}`} {...tapTarget('button', { disabled: !shared })} aria-label={label} onClick={show}>
        <Text className='share-btn__icon'>⇪</Text>
        <Text className='share-btn__text'>{label}</Text>
      </View>
      {open && (
        <View ref={dialog} className='share-sheet' role='dialog' aria-modal='true' aria-label='分享'>
          <View className='share-sheet__mask' onClick={() => setOpen(false)} />
          <View className='share-sheet__panel'>
            <Text className='share-sheet__title'>分享给朋友</Text>
            <Text className='share-sheet__hint'>
              {entityId ? '复制链接或生成海报发送给朋友，或在微信中打开后点击右上角分享' : '复制链接后发送给朋友，或在微信中打开后点击右上角分享'}
            </Text>
            <View className='share-sheet__link' data-testid='share-link'>
              <Text>{link || '正在生成链接…'}</Text>
            </View>
            <Button className='share-sheet__copy btn-primary' disabled={!link || copying || undefined} onClick={() => void copy()}>
              复制链接
            </Button>
            {entityId ? (
              <Button className='share-sheet__poster' variant='secondary' onClick={openPoster}>
                生成海报
              </Button>
            ) : null}
            <Button className='share-sheet__cancel' onClick={() => setOpen(false)}>
              取消
            </Button>
          </View>
        </View>
      )}
    </>
  )
})
