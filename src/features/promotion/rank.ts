import type { RankItem } from '../../../types/contract'

/** Medal class for places 1-3, null below. */
export function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null
}

/** The rows (by index) at least partly inside the viewport, for a list of fixed-height rows. */
export function visibleRange(opts: { scrollTop: number; viewportHeight: number; listTop: number; rowHeight: number; count: number }): {
  first: number
  last: number
} {
  const { scrollTop, viewportHeight, listTop, rowHeight, count } = opts
  if (count <= 0 || rowHeight <= 0) return { first: 0, last: -1 }
  const top = scrollTop - listTop
  const bottom = top + viewportHeight
  const first = Math.max(0, Math.floor(top / rowHeight))
  const last = Math.min(count - 1, Math.ceil(bottom / rowHeight) - 1)
  return { first, last }
}

/**
 * My row when it should be pinned to the bottom: I am ranked but my row is outside the visible
 * range. A "me" that is not in the list at all is pinned too (the server may send it separately).
 */
export function pinnedMe(items: readonly RankItem[], range: { first: number; last: number }): RankItem | null {
  const index = items.findIndex(i => i.isMe)
  if (index < 0) return null
  return index < range.first || index > range.last ? items[index] : null
}
