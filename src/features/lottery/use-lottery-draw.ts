import { useCallback, useState } from 'react'
import type { DrawResult, Prize } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { useResumeIntent } from '@/hooks/use-resume-intent'
import { ApiError, UnauthorizedError } from '@/services/http/errors'
import { useStores } from '@/stores/context'
import { drawIfChance, NO_CHANCE_MESSAGE, NoChanceError, type DrawApi } from './draw-rule'
import { targetSlot } from './grid'

type DrawPhase = 'idle' | 'drawing' | 'spinning'

interface LotteryDrawState {
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
const DRAW_INTENT = 'lottery-draw'

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
  // One draw at a time; a failure is toasted, leaving for the sign-in page is none (the draw runs on the way back).
  const draw = useAction(async () => {
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
      } else throw e
    } finally {
      setPhase('idle')
    }
  })
  const runDraw = draw.run
  const start = useCallback(async () => {
    await runDraw()
  }, [runDraw])

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
