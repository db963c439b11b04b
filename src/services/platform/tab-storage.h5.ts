/** This tab's session storage (gone with the tab): where a tap waiting for the sign-in redirect is kept. */
export function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null
  } catch {
    return null
  }
}
