import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useCallback, useMemo, useState } from 'react'
import type { Lottery, LotteryChance, Prize } from '../../../../types/contract'
import { SafeRichText } from '@/components/rich-text'
import { navigateTo } from '@/services/navigation/navigate'
import { Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { formatEventTime, hasMarkup, plainText } from '@/shared/format'
import { useQuery } from '@/hooks/use-query'
import { getChance } from '@/features/lottery/api'
import { NO_CHANCE_MESSAGE } from '@/features/lottery/draw-rule'
import { buildSlots } from '@/features/lottery/grid'
import { useLotteryDraw } from '@/features/lottery/use-lottery-draw'
import { useSpin } from '@/features/lottery/use-spin'
import { ClaimForm } from './claim-form'
import { LotteryBoard } from './lottery-board'
import { ResultDialog } from './result-dialog'
import { WinnersMarquee } from './winners-marquee'
import { tapTarget } from '@/utils/tap-target'
import './lottery-screen.scss'

interface LotteryScreenProps {
  lottery: Lottery
  /** ?claim=<credentialId>: open the claim form at once (from the lottery records page). */
  claim?: string | null
}

interface LotteryViewProps {
  lottery: Lottery
  /** The board's eight prizes (buildSlots). */
  slots: Prize[]
  /** The lit cell, and the draw's state (LotteryBoard). */
  active: number | null
  busy: boolean
  spinning: boolean
  exhausted: boolean
  /** The chances line, and whether it is still being found out (the session settling, the chances asked). */
  chanceText: string
  chanceBusy: boolean
  /** The last draw was refused for want of a chance. */
  noChance: boolean
  /** 我的中奖记录 is offered to a signed-in visitor. */
  signedIn: boolean
  /** The winners list (the app's WinnersMarquee with its query, or its view of the shipped answer). */
  winners: React.ReactNode
  onDraw: () => void
  onSkip: () => void
  onRecords: () => void
  /** What opens over the page (the result dialog, the claim form). */
  children?: React.ReactNode
}

/** The lottery as drawn from its state: title, prize board with the draw button, chances, winners and rules. */
export function LotteryView(p: LotteryViewProps) {
  const { lottery } = p
  return (
    <View className='lottery'>
      <View className='lottery__hero'>
        <Text className='lottery__title'>{lottery.title}</Text>
        {(lottery.startTime || lottery.endTime) && <Text className='lottery__time'>活动时间：{formatEventTime(lottery.startTime, lottery.endTime)}</Text>}
        {lottery.description && <Text className='lottery__desc'>{plainText(lottery.description)}</Text>}
      </View>

      <View className='lottery__board'>
        <LotteryBoard slots={p.slots} active={p.active} busy={p.busy} spinning={p.spinning} exhausted={p.exhausted} onDraw={p.onDraw} onSkip={p.onSkip} />
      </View>

      <View className='lottery__status'>
        <Text className='lottery__chance' data-testid='lottery-chance' aria-busy={p.chanceBusy || undefined}>
          {p.chanceText}
        </Text>
        {p.noChance && (
          <View className='lottery__no-chance' role='alert'>
            {NO_CHANCE_MESSAGE}
          </View>
        )}
        {p.signedIn && (
          <View className='lottery__records' {...tapTarget('button')} onClick={p.onRecords}>
            我的中奖记录 ›
          </View>
        )}
      </View>

      {p.winners}

      {lottery.rules && (
        <View className='lottery__rules'>
          <Text className='lottery__rules-title'>活动规则</Text>
          {hasMarkup(lottery.rules) ? (
            <SafeRichText html={lottery.rules} className='lottery__rules-text lottery__rules-text--rich' />
          ) : (
            <Text className='lottery__rules-text'>{lottery.rules}</Text>
          )}
        </View>
      )}

      {p.children}
    </View>
  )
}

/** The chances line as a visitor reads it (anonymous: sign in first). */
function chanceLine(signedIn: boolean, chance: { data?: LotteryChance | null; loading: boolean; error: unknown }): string {
  if (!signedIn) return '登录后即可参与抽奖'
  if (chance.loading && !chance.data) return '正在查询抽奖机会…'
  if (chance.error && !chance.data) return '抽奖机会暂时无法查询'
  return `剩余 ${chance.data?.remaining ?? 0} 次抽奖机会`
}

/** The lottery: prize board and draw, chances, result, claim form, winners and rules. */
export const LotteryScreen = observer(function LotteryScreen({ lottery, claim }: LotteryScreenProps) {
  const { session } = useStores()
  const signedIn = !!session.account && !!session.accountKey
  const slots = useMemo(() => buildSlots(lottery.prizes), [lottery.prizes])
  const chance = useQuery(['getChance', lottery.id, signedIn], () => getChance(lottery.id), { enabled: signedIn })
  const { active, spinning, spin, skip } = useSpin()
  const { reload: reloadChanceQuery } = chance
  const reloadChance = useCallback(() => void reloadChanceQuery(), [reloadChanceQuery])
  const drawState = useLotteryDraw(lottery.id, { slots, spin, onSettled: reloadChance })
  const [claiming, setClaiming] = useState<string | null>(claim || null)
  const busy = drawState.phase !== 'idle'
  const remaining = chance.data ? chance.data.remaining : null
  // Until the start-up sign-in has answered, the line may still change (a painted page stays up meanwhile).
  const settling = session.status === 'idle' || session.status === 'loading'

  return (
    <LotteryView
      lottery={lottery}
      slots={slots}
      active={active}
      busy={busy}
      spinning={spinning}
      exhausted={signedIn && remaining === 0}
      chanceText={chanceLine(signedIn, chance)}
      chanceBusy={settling || (signedIn && chance.loading && !chance.data)}
      noChance={drawState.noChance}
      signedIn={signedIn}
      winners={<WinnersMarquee lotteryId={lottery.id} />}
      onDraw={() => void drawState.start()}
      onSkip={skip}
      onRecords={() => void navigateTo(Routes.accountLottery)}
    >
      {drawState.result && (
        <ResultDialog
          result={drawState.result}
          remaining={remaining}
          onClose={drawState.dismiss}
          onClaim={credentialId => {
            drawState.dismiss()
            setClaiming(credentialId)
          }}
          onAgain={() => {
            drawState.dismiss()
            void drawState.start()
          }}
        />
      )}

      {claiming && (
        <ClaimForm
          credentialId={claiming}
          onCancel={() => setClaiming(null)}
          onDone={() => {
            setClaiming(null)
            toast('领奖信息已提交，请留意发货通知')
          }}
        />
      )}
    </LotteryView>
  )
})
