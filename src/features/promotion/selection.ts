/**
 * Multi-select over a paged list of rows, kept as an immutable set of ids so React sees each change.
 * "Select all" means all rows currently on screen, never rows the visitor has not seen.
 */
export type Selection = ReadonlySet<number>

export const emptySelection: Selection = new Set<number>()

/** Adds the id when missing, removes it when present. */
export function toggleId(selection: Selection, id: number): Selection {
  const next = new Set(selection)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** True when every id on screen is selected (and there is at least one). */
export function allSelected(selection: Selection, ids: readonly number[]): boolean {
  return ids.length > 0 && ids.every(id => selection.has(id))
}

/** Select-all toggle: selects every id on screen, or clears them all when they already were. */
export function toggleAll(selection: Selection, ids: readonly number[]): Selection {
  if (allSelected(selection, ids)) {
    const next = new Set(selection)
    ids.forEach(id => next.delete(id))
    return next
  }
  return new Set([...selection, ...ids])
}

/** Drops ids that are no longer on screen (after a filter change or refresh). */
export function keepVisible(selection: Selection, ids: readonly number[]): Selection {
  const visible = new Set(ids)
  const next = [...selection].filter(id => visible.has(id))
  return next.length === selection.size ? selection : new Set(next)
}

/** The selected ids in screen order (a stable request body). */
export function selectedIds(selection: Selection, ids: readonly number[]): number[] {
  return ids.filter(id => selection.has(id))
}
