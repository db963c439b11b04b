import { useCallback, useState } from 'react'
import type { Gift, GiftConfirm, GiftRedemption } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { useFormFields } from '@/hooks/use-form-fields'
import { errorMessage } from '@/services/http/errors'
import { confirmGift, redeemGift } from './api'
import { needsShipping, validateShipping, type ShippingErrors, type ShippingValues } from './gift-rules'

type RedeemStep = 'detail' | 'confirm' | 'done'

interface RedeemState {
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
  const {
    values: shipping,
    errors,
    setErrors,
    set: setShipping
  } = useFormFields<ShippingValues>({
    name: defaults.name || '',
    cellphone: defaults.cellphone || '',
    address: defaults.address || ''
  })
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<GiftRedemption | null>(null)
  // Quote and redeem one at a time; a failure shows in `error`.
  const quoting = useAction(
    async (gift: Gift) => {
      setError(null)
      setQuote(await confirmGift(gift.id))
      setStep('confirm')
    },
    { onError: e => setError(errorMessage(e)) }
  )
  const redeeming = useAction(
    async (gift: Gift, values: ShippingValues) => {
      setError(null)
      const body = needsShipping(gift)
        ? { giftId: gift.id, name: values.name.trim(), cellphone: values.cellphone.trim(), address: values.address.trim() }
        : { giftId: gift.id }
      const redemption = await redeemGift(body)
      setResult(redemption)
      setStep('done')
      onRedeemed(redemption)
      return redemption
    },
    { onError: e => setError(errorMessage(e)) }
  )
  const busy = quoting.pending || redeeming.pending
  const quoteRun = quoting.run
  const redeemRun = redeeming.run

  const quoteFor = useCallback(
    async (gift: Gift) => {
      await quoteRun(gift)
    },
    [quoteRun]
  )

  const submit = useCallback(async () => {
    if (!quote) return null
    const gift = quote.gift
    if (needsShipping(gift)) {
      const found = validateShipping(shipping)
      setErrors(found)
      if (Object.values(found).some(Boolean)) return null
    }
    return (await redeemRun(gift, shipping)) ?? null
  }, [quote, shipping, redeemRun, setErrors])

  const reset = useCallback(() => {
    setStep('detail')
    setQuote(null)
    setErrors({})
    setError(null)
    setResult(null)
  }, [setErrors])

  return { step, quote, shipping, errors, busy, error, result, setShipping, quoteFor, submit, reset }
}
