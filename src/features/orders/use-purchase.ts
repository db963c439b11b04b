import { useCallback, useRef } from 'react'
import type { Order } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { useResumeIntent } from '@/hooks/use-resume-intent'
import { currentLocation } from '@/services/platform/launch'
import { payOrder } from '@/services/platform/pay'
import type { PayParams } from '@/services/platform/types'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { generateOrder, generatePayParam } from './api'

/** not-done: a purchase was already running, the visitor left to sign in, or a failure was toasted. */
type PurchaseOutcome = 'completed' | 'paying' | 'failed' | 'not-done'

interface PurchaseOptions {
  /** Called after COMPLETE_PAY (free or already bought): refetch to unlock. */
  onCompleted?: (order: Order) => void
  /**
   * The id of the content the page shows, once loaded for the signed-in visitor: a purchase of it tapped before
   * the sign-in is carried out then. Null or missing: nothing is resumed.
   */
  resumeFor?: number | null
}

/** The pending-action kind of a purchase tapped before sign-in (payload: BuyIntent). */
export const BUY_INTENT = 'buy'

/** What a purchase keeps across the sign-in round trip. */
interface BuyIntent {
  contentId: number
  orderType: Order['orderType']
  redirectUrl?: string
}

/** The mini-program pay parameters for an existing order (the web pays on the provider page instead). */
async function payParamsFor(orderId: number): Promise<PayParams> {
  const answer = await generatePayParam(orderId)
  return answer as unknown as PayParams
}

/**
 * Buying content, a course or an event (spec §4): create the order; COMPLETE_PAY shows "订单已完成" and
 * calls onCompleted; otherwise payment starts (on the web the provider's pay page, returning here);
 * a failed creation shows "创建订单失败". One purchase at a time.
 */
export function usePurchase(options: PurchaseOptions = {}): {
  /** redirectUrl: where the web pay page returns to (default: the current page). */
  buy: (contentId: number, orderType: Order['orderType'], redirectUrl?: string) => Promise<PurchaseOutcome>
  buying: boolean
} {
  const { session } = useStores()
  const optionsRef = useRef(options)
  optionsRef.current = options

  // Signing in first (a redirect is no failure; another sign-in failure is toasted), then one order at a time.
  const purchase = useAction(async (contentId: number, orderType: Order['orderType'], redirectUrl?: string): Promise<PurchaseOutcome> => {
    const intent: BuyIntent = { contentId, orderType, redirectUrl }
    await session.requireAccount({ kind: BUY_INTENT, payload: intent })
    let order: Order
    try {
      order = await generateOrder({ contentEntityDataId: contentId, orderType })
      if (!order || typeof order !== 'object') throw new Error('no order')
    } catch {
      toast('创建订单失败')
      return 'failed'
    }
    if (order.payStatus === 'COMPLETE_PAY') {
      toast('订单已完成')
      optionsRef.current.onCompleted?.(order)
      return 'completed'
    }
    const outcome = await payOrder({ orderId: order.orderId, orderNo: order.orderNo }, redirectUrl || currentLocation(), () => payParamsFor(order.orderId))
    if (outcome === 'paid') optionsRef.current.onCompleted?.(order)
    return 'paying'
  })
  const buying = purchase.pending
  const runPurchase = purchase.run
  const buy = useCallback(
    async (contentId: number, orderType: Order['orderType'], redirectUrl?: string): Promise<PurchaseOutcome> =>
      (await runPurchase(contentId, orderType, redirectUrl)) ?? 'not-done',
    [runPurchase]
  )

  // Back from the sign-in a buy tap led to: make the order (and go to payment) once.
  useResumeIntent<BuyIntent>(
    BUY_INTENT,
    typeof options.resumeFor === 'number',
    p => p.contentId === options.resumeFor && typeof p.orderType === 'string',
    p => void buy(p.contentId, p.orderType, p.redirectUrl)
  )

  return { buy, buying }
}
