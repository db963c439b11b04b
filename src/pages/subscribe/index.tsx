import React from 'react'
import { getSubscribeQrCode } from '@/features/content'
import { GatePrompt } from '@/features/content/components'
import { useIdParam, usePageParams } from '@/hooks/use-params'
import { subscribeCodeKey, subscribeTrackType } from '@/shared/gate-codes'
import { useStores } from '@/stores/context'

/** The subscribe gate's words, drawn by this page and by its painted view (src/ssr/views.tsx). */
export const SUBSCRIBE_GATE = {
  pageTitle: '关注公众号',
  fallbackTitle: '关注公众号后查看',
  fallbackTip: '扫码关注我们的公众号，即可查看完整内容',
  doneText: '我已关注'
}

export default function SubscribePage() {
  const id = useIdParam('id')
  const trackType = subscribeTrackType(usePageParams().trackType)
  const { session } = useStores()
  const check = async () => {
    const account = await session.refreshAccount()
    return !!account && (account.subscribe === true || account.wxUser?.subscribe === true)
  }
  return (
    <GatePrompt
      {...SUBSCRIBE_GATE}
      id={id}
      codeKey={subscribeCodeKey(id, trackType)}
      trackType={trackType}
      loadCode={contentId => getSubscribeQrCode(contentId, trackType)}
      check={check}
      notYetText='还没有检测到关注，请扫码关注后再试'
    />
  )
}
