import { parseId } from './ids'

/** The lottery a link without an id opens (old links carried none): the demo lottery 1. */
export const DEFAULT_LOTTERY_ID = 1

/** Lottery winners shown (the API's default page of them). */
export const WINNERS_SIZE = 20

/** The lottery of the page's `id` value: none or empty is the default lottery, anything else must be an id (else null). */
export function lotteryIdParam(value: string | null | undefined): number | null {
  return value === undefined || value === null || value === '' ? DEFAULT_LOTTERY_ID : parseId(value)
}
