import { useCallback, useRef, useState } from 'react'
import type { Gift, GiftConfirm, GiftRedemption } from '../../../types/contract'
import { errorMessage } from '@/services/http/errors'
import { confirmGift, redeemGift } from './api'
import { needsShipping, validateShipping, type ShippingErrors, type ShippingValues } from './gift-rules'

export type RedeemStep = 'detail' | 'confirm' | 'done'

export interface RedeemState {
  step: RedeemStep
  /** What the redemption costs against the balance (after "兑换"). */
  quote: GiftConfirm | null
  shipping: ShippingValues
  errors: ShippingErrors
  busy: boolean
  /** The last refusal (server message such as "积分不足"). */
  error: string | null
  result: GiftRedemption | null
  setShipping: (key: keyof ShippingValues, value: string) => void
  /** Asks the server what the redemption costs (confirmGift). */
  quoteFor: (gift: Gift) => Promise<void>
  /** Redeems once however often it is tapped; on success calls onRedeemed (points refresh). */
  submit: () => Promise<GiftRedemption | null>
  reset: () => void
}

/** Redeeming a gift: detail → confirmGift (cost and balance) → redeemGift; refusals keep everything as it was. */
export function useRedeemGift(onRedeemed: (redemption: GiftRedemption) => void, defaults: Partial<ShippingValues> = {}): RedeemState {
  const [step, setStep] = useState<RedeemStep>('detail')
  const [quote, setQuote] = useState<GiftConfirm | null>(null)
  const [shipping, setShippingState] = useState<ShippingValues>({
    name: defaults.name || '',
    cellphone: defaults.cellphone || '',
    address: defaults.address || ''
  })
  const [errors, setErrors] = useState<ShippingErrors>({})
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<GiftRedemption | null>(null)
  const inFlight = useRef(false)

  const setShipping = useCallback((key: keyof ShippingValues, value: string) => {
    setShippingState(prev => ({ ...prev, [key]: value }))
    setErrors(prev => (prev[key] ? { ...prev, [key]: undefined } : prev))
  }, [])

  const quoteFor = useCallback(async (gift: Gift) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      const answer = await confirmGift(gift.id)
      setQuote(answer)
      setStep('confirm')
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }, [])

  const submit = useCallback(async () => {
    if (inFlight.current || !quote) return null
    const gift = quote.gift
    if (needsShipping(gift)) {
      const found = validateShipping(shipping)
      setErrors(found)
      if (Object.values(found).some(Boolean)) return null
    }
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      const body = needsShipping(gift)
        ? { giftId: gift.id, name: shipping.name.trim(), cellphone: shipping.cellphone.trim(), address: shipping.address.trim() }
        : { giftId: gift.id }
      const redemption = await redeemGift(body)
      setResult(redemption)
      setStep('done')
      onRedeemed(redemption)
      return redemption
    } catch (e) {
      setError(errorMessage(e))
      return null
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }, [quote, shipping, onRedeemed])

  const reset = useCallback(() => {
    setStep('detail')
    setQuote(null)
    setErrors({})
    setError(null)
    setResult(null)
  }, [])

  return { step, quote, shipping, errors, busy, error, result, setShipping, quoteFor, submit, reset }
}
