import type { RankItem } from '../../../types/contract'
import { medalOf, pinnedMe, visibleRange } from '../../../src/features/promotion/rank'

const item = (rank: number, isMe = false): RankItem => ({ rank, accountId: rank, name: `P${rank}`, avatar: '', count: 100 - rank, isMe })

describe('invite rank', () => {
  it('gives medals to places 1-3 only', () => {
    expect([1, 2, 3, 4].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null])
  })

  it('finds the rows inside the viewport', () => {
    expect(visibleRange({ scrollTop: 0, viewportHeight: 600, listTop: 200, rowHeight: 60, count: 50 })).toEqual({ first: 0, last: 6 })
    expect(visibleRange({ scrollTop: 800, viewportHeight: 600, listTop: 200, rowHeight: 60, count: 50 })).toEqual({ first: 10, last: 19 })
    expect(visibleRange({ scrollTop: 0, viewportHeight: 600, listTop: 0, rowHeight: 60, count: 3 })).toEqual({ first: 0, last: 2 })
  })

  it('pins my row when it is below the visible rows', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i + 1, i === 24))
    expect(pinnedMe(items, { first: 0, last: 9 })?.rank).toBe(25)
  })

  it('pins my row when it has scrolled off the top', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i + 1, i === 1))
    expect(pinnedMe(items, { first: 10, last: 20 })?.rank).toBe(2)
  })

  it('does not pin my row while it is in view, nor when I am not ranked', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i + 1, i === 4))
    expect(pinnedMe(items, { first: 0, last: 9 })).toBeNull()
    expect(pinnedMe([item(1), item(2)], { first: 0, last: 0 })).toBeNull()
  })
})
