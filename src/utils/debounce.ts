export const DEFAULT_DEBOUNCE_MS = 1000

interface Debounced<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

/** Calls fn once calls stop for `wait` ms (default 1000 ms, spec §9). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DEFAULT_DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const debounced = ((...args: A) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      fn(...args)
    }, wait)
  }) as Debounced<A>
  debounced.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  return debounced
}
