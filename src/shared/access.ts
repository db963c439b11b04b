import type { EntityDataDetail } from '../../types/contract'

/** Paid (price > 0) and not owned: the body is cut and the main action is the buy button. */
export function isLocked(detail: Pick<EntityDataDetail, 'price' | 'owned'>): boolean {
  return typeof detail.price === 'number' && detail.price > 0 && !detail.owned
}
