import React from 'react'
import { getSubscribeQrCode } from '@/features/content/api'
import { GatePrompt } from '@/features/content/components/gate/gate-prompt'
import { useIdParam, usePageParams } from '@/hooks/use-params'
import { useStores } from '@/stores/context'

const TRACK_TYPE = /^[A-Z_]{1,40}$|^\d{1,15}$/

export default function SubscribePage() {
  const id = useIdParam('id')
  const params = usePageParams()
  const trackType = params.trackType && TRACK_TYPE.test(params.trackType) ? params.trackType : undefined
  const { session } = useStores()
  const check = async () => {
    const account = await session.refreshAccount()
    return !!account && (account.subscribe === true || account.wxUser?.subscribe === true)
  }
  return (
    <GatePrompt
      pageTitle='关注公众号'
      id={id}
      trackType={trackType}
      loadCode={contentId => getSubscribeQrCode(contentId, trackType)}
      fallbackTitle='关注公众号后查看'
      fallbackTip='扫码关注我们的公众号，即可查看完整内容'
      doneText='我已关注'
      check={check}
      notYetText='还没有检测到关注，请扫码关注后再试'
    />
  )
}
