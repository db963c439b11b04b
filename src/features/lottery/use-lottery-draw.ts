import { useCallback, useRef, useState } from 'react'
import type { DrawResult, Prize } from '../../../types/contract'
import { SIGNING_IN, useResumeIntent } from '@/hooks/use-resume-intent'
import { ApiError, UnauthorizedError } from '@/services/http/errors'
import { toastError } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { drawIfChance, NO_CHANCE_MESSAGE, NoChanceError, type DrawApi } from './draw-rule'
import { targetSlot } from './grid'

export type DrawPhase = 'idle' | 'drawing' | 'spinning'

export interface LotteryDrawState {
  phase: DrawPhase
  /** The last draw's result, shown in the result dialog until dismissed. */
  result: DrawResult | null
  /** Set when the chance check said no: the page shows NO_CHANCE_MESSAGE. */
  noChance: boolean
  start: () => Promise<void>
  dismiss: () => void
}

interface Options {
  slots: Prize[]
  spin: (to: number) => Promise<void>
  /** After a draw (won or lost) or a no-chance answer: reload the remaining chances. */
  onSettled?: () => void
  api?: DrawApi
}

/** The pending-action kind of 抽奖 tapped before sign-in (payload: the lottery id). */
export const DRAW_INTENT = 'lottery-draw'

/**
 * The draw button's behaviour: sign in, check the chance, draw only if canUse, run the highlight to
 * the drawn slot, then show the result. A second press while one draw runs does nothing. A visitor
 * without an account signs in first; the tap is kept and the draw runs when the page is back.
 */
export function useLotteryDraw(lotteryId: number, { slots, spin, onSettled, api }: Options): LotteryDrawState {
  const { session } = useStores()
  const [phase, setPhase] = useState<DrawPhase>('idle')
  const [result, setResult] = useState<DrawResult | null>(null)
  const [noChance, setNoChance] = useState(false)
  const busy = useRef(false)

  const start = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setPhase('drawing')
    setNoChance(false)
    try {
      await session.requireAccount({ kind: DRAW_INTENT, payload: { lotteryId } })
      const drawn = await drawIfChance(lotteryId, api)
      setPhase('spinning')
      await spin(targetSlot(slots, drawn))
      setResult(drawn)
      onSettled?.()
    } catch (e) {
      // The server answers the same message if the last chance went between our check and the draw.
      if (e instanceof NoChanceError || (e instanceof ApiError && !(e instanceof UnauthorizedError) && e.message === NO_CHANCE_MESSAGE)) {
        setNoChance(true)
        onSettled?.()
      } else if (!(e instanceof UnauthorizedError && e.message === SIGNING_IN)) toastError(e)
    } finally {
      busy.current = false
      setPhase('idle')
    }
  }, [session, lotteryId, api, spin, slots, onSettled])

  const dismiss = useCallback(() => setResult(null), [])

  // Back from the sign-in the tap led to: draw once, on the board that is on screen.
  useResumeIntent<{ lotteryId?: number }>(
    DRAW_INTENT,
    slots.length > 0,
    p => p.lotteryId === lotteryId,
    () => void start()
  )

  return { phase, result, noChance, start, dismiss }
}
