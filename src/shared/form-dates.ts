/**
 * Dates a DATE field takes: a field of days to come (`fromToday`, a demo's wished date) takes today or later, today
 * being Beijing's date whatever the phone's or the server's zone. One rule for the app's picker and message and the
 * server's check. Plain TypeScript: the server loads it as it is.
 */
import type { FormField } from '../../types/contract'
import { formatZoned } from './format'

/** What the field says of a day before today (after its label: 期望演示日期不能早于今天). */
export const DATE_BEFORE_TODAY = '不能早于今天'

/** Today in Beijing as YYYY-MM-DD. */
export function todayInBeijing(now: number = Date.now()): string {
  return formatZoned(now, 'YYYY-MM-DD')
}

/** The first day the field takes (YYYY-MM-DD), or null when any day goes. */
export function earliestDay(field: Pick<FormField, 'type' | 'fromToday'>, today: string): string | null {
  return field.type === 'DATE' && field.fromToday ? today : null
}

/** True when `day` (YYYY-MM-DD) is too early for the field. */
export function beforeToday(field: Pick<FormField, 'type' | 'fromToday'>, day: string, today: string): boolean {
  const first = earliestDay(field, today)
  return first !== null && day < first
}
