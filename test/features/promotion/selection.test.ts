import { allSelected, emptySelection, keepVisible, selectedIds, toggleAll, toggleId } from '../../../src/features/promotion/selection'

describe('attendee selection', () => {
  it('toggles one id on and off without mutating the previous set', () => {
    const one = toggleId(emptySelection, 3)
    expect([...one]).toEqual([3])
    expect(emptySelection.size).toBe(0)
    expect(toggleId(one, 3).size).toBe(0)
  })

  it('select-all selects every row on the page, then clears them', () => {
    const ids = [1, 2, 3]
    const some = toggleId(emptySelection, 2)
    const all = toggleAll(some, ids)
    expect(allSelected(all, ids)).toBe(true)
    expect(toggleAll(all, ids).size).toBe(0)
  })

  it('is never "all selected" with no rows', () => {
    expect(allSelected(emptySelection, [])).toBe(false)
  })

  it('clearing the page keeps ids selected elsewhere', () => {
    const sel = new Set([1, 2, 9])
    expect([...toggleAll(sel, [1, 2])]).toEqual([9])
  })

  it('drops ids no longer on screen and keeps the same set when nothing changes', () => {
    const sel = new Set([1, 5])
    expect([...keepVisible(sel, [1, 2])]).toEqual([1])
    expect(keepVisible(sel, [1, 5, 6])).toBe(sel)
  })

  it('lists selected ids in screen order', () => {
    expect(selectedIds(new Set([3, 1]), [1, 2, 3])).toEqual([1, 3])
  })
})
