import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { QrCodeInfo } from '../../../../../types/contract'
import { Page } from '@/components/page'
import { ErrorView, QueryView } from '@/components/states'
import { useAction } from '@/hooks/use-action'
import { type QueryKey, useQuery } from '@/hooks/use-query'
import { MissingQueryError } from '@/services/http/errors'
import { detailTarget } from '@/shared/content-routes'
import { goHome, redirectTo } from '@/services/navigation/navigate'
import { toast } from '@/services/ui/toast'
import { getEntityDataDetail } from '@/features/content/api'
import './index.scss'

interface GatePromptProps {
  pageTitle: string
  id: number | null
  /** The code's query key (src/shared/gate-codes.ts: the painted page ships the code under it). */
  codeKey: QueryKey
  /** Content type name when known (subscribe pages carry trackType); else it is looked up. */
  trackType?: string
  loadCode: (id: number) => Promise<QrCodeInfo>
  fallbackTitle: string
  fallbackTip: string
  doneText: string
  /** True once the visitor has done what the gate asks (fresh from the server). */
  check: (id: number) => Promise<boolean>
  notYetText: string
}

/** Back to the gated content, replacing the gate page. */
async function returnToContent(id: number, trackType?: string): Promise<void> {
  let type: string | number | undefined = trackType
  if (!type || detailTarget(type, id).kind !== 'page') {
    type = await getEntityDataDetail(id).then(
      d => d.entityType,
      () => undefined
    )
  }
  const target = detailTarget(type, id)
  if (target.kind === 'page') await redirectTo(target.url)
  else await goHome()
}

interface GatePromptViewProps {
  pageTitle: string
  /** Where the code goes: the loaded code (GateCodeView), or its query's state. */
  children: React.ReactNode
  doneText: string
  /** The "done" button is re-checking the account. */
  checking: boolean
  onDone: () => void
  onHome: () => void
}

/** A gate page as drawn (spec §5): the code, then the "done" button and the way home. */
export function GatePromptView({ pageTitle, children, doneText, checking, onDone, onHome }: GatePromptViewProps) {
  return (
    <Page title={pageTitle}>
      <View className='gate-prompt'>
        {children}
        {/* Shown even when the code fails to load: a visitor who already did it can go on. */}
        <Button className='gate-prompt__done btn-primary' disabled={checking || undefined} loading={checking || undefined} onClick={onDone}>
          {checking ? '正在确认…' : doneText}
        </Button>
        <Button className='gate-prompt__home' onClick={onHome}>
          先去首页看看
        </Button>
      </View>
    </Page>
  )
}

/** A loaded gate code: its title and tip (the page's own when the answer has none), the QR, how to scan it. */
export function GateCodeView({ code, fallbackTitle, fallbackTip }: { code: QrCodeInfo; fallbackTitle: string; fallbackTip: string }) {
  return (
    <>
      <Text className='gate-prompt__title' data-testid='gate-title'>
        {code.title || fallbackTitle}
      </Text>
      <Text className='gate-prompt__tip'>{code.tip || fallbackTip}</Text>
      <View className='gate-prompt__qr'>
        {code.qrCode ? (
          <Image className='gate-prompt__img' src={code.qrCode} mode='aspectFit' showMenuByLongpress aria-label='二维码' imgProps={{ alt: '二维码' }} />
        ) : (
          <Text className='gate-prompt__missing'>二维码暂不可用</Text>
        )}
      </View>
      <Text className='gate-prompt__hint'>长按或截图保存二维码，用微信扫一扫</Text>
    </>
  )
}

/**
 * A gate page (spec §5): the QR code to scan with its title and tip, and a "done" button that
 * re-checks the account and returns to the content when the gate is satisfied.
 */
export function GatePrompt(props: GatePromptProps) {
  const { pageTitle, id, codeKey, trackType, loadCode, fallbackTitle, fallbackTip, doneText, check, notYetText } = props
  const state = useQuery(
    codeKey,
    () =>
      loadCode(id as number).catch(() => {
        throw new Error('二维码暂时无法加载，请稍后重试')
      }),
    { enabled: id !== null }
  )
  const done = useAction(async (gatedId: number) => {
    if (await check(gatedId)) await returnToContent(gatedId, trackType)
    else toast(notYetText)
  })

  if (id === null) {
    return (
      <Page title={pageTitle}>
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      </Page>
    )
  }

  return (
    <GatePromptView pageTitle={pageTitle} doneText={doneText} checking={done.pending} onDone={() => void done.run(id)} onHome={() => void goHome()}>
      {state.error && !state.data && (
        <>
          <Text className='gate-prompt__title'>{fallbackTitle}</Text>
          <Text className='gate-prompt__tip'>{fallbackTip}</Text>
        </>
      )}
      <QueryView query={state}>{code => <GateCodeView code={code} fallbackTitle={fallbackTitle} fallbackTip={fallbackTip} />}</QueryView>
    </GatePromptView>
  )
}
