import { UnsupportedPlatformError } from '@/services/http/errors'
import type { PayOutcome, PayParams, PayTarget } from './types'

/** Pays an order. Unsupported here. */
export async function payOrder(_order: PayTarget, _redirectUrl: string, _payParams: () => Promise<PayParams>): Promise<PayOutcome> {
  throw new UnsupportedPlatformError()
}
