import { parseId } from './ids'
import type { QueryKey } from './query-keys'

/** The lottery a link without an id opens (old links carried none): the demo lottery 1. */
const DEFAULT_LOTTERY_ID = 1

/** Lottery winners shown (the API's default page of them). */
export const WINNERS_SIZE = 20

/** The lottery of the page's `id` value: none or empty is the default lottery, anything else must be an id (else null). */
export function lotteryIdParam(value: string | null | undefined): number | null {
  return value === undefined || value === null || value === '' ? DEFAULT_LOTTERY_ID : parseId(value)
}

// The keys a painted lottery ships its answers under (docs/first-paint.md "Boot data"), here rather than in
// query-keys.ts, which start-up loads: only the lottery page and the painter need them.

/** A lottery: title, times, prizes and rules (GET ca-open/v1/lottery/{id}; the same for every visitor). */
export const lotteryKey = (id: number | null): QueryKey => ['getLottery', id]

/** A lottery's latest winners, names masked (GET ca-open/v1/lottery/winners?lotteryId; the same for every visitor). */
export const lotteryWinnersKey = (lotteryId: number): QueryKey => ['getWinners', lotteryId]
