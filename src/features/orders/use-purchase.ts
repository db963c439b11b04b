import { useCallback, useRef } from 'react'
import type { Order } from '../../../types/contract'
import { SIGNING_IN, useResumeIntent } from '@/hooks/use-resume-intent'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { UnauthorizedError } from '@/services/http/errors'
import { currentLocation } from '@/services/platform/launch'
import { payOrder } from '@/services/platform/pay'
import type { PayParams } from '@/services/platform/types'
import { toast, toastError } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { generateOrder, generatePayParam } from './api'

type PurchaseOutcome = 'completed' | 'paying' | 'failed' | 'busy'

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
  const { busy: buying, guard } = useSingleFlight()
  const optionsRef = useRef(options)
  optionsRef.current = options

  const buy = useCallback(
    async (contentId: number, orderType: Order['orderType'], redirectUrl?: string): Promise<PurchaseOutcome> => {
      const result = await guard(async (): Promise<PurchaseOutcome> => {
        try {
          const intent: BuyIntent = { contentId, orderType, redirectUrl }
          await session.requireAccount({ kind: BUY_INTENT, payload: intent })
        } catch (e) {
          if (!(e instanceof UnauthorizedError && e.message === SIGNING_IN)) toastError(e)
          return 'failed'
        }
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
        try {
          const outcome = await payOrder({ orderId: order.orderId, orderNo: order.orderNo }, redirectUrl || currentLocation(), () =>
            payParamsFor(order.orderId)
          )
          if (outcome === 'paid') optionsRef.current.onCompleted?.(order)
          return 'paying'
        } catch (e) {
          toastError(e)
          return 'failed'
        }
      })
      return result ?? 'busy'
    },
    [session, guard]
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
