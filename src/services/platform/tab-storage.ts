/**
 * Mini-programs have no per-tab storage and sign in without leaving the page, so nothing needs to survive a
 * redirect: callers keep their state in memory.
 */
export function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  return null
}
