type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }

/**
 * Runs `cb` when the browser is idle (at the latest after `timeout` ms), so work that can wait never competes
 * with the page's own; where there is no requestIdleCallback (Safari) it runs after `fallbackMs`.
 */
export function whenIdle(cb: () => void, { timeout = 5000, fallbackMs = 1000 }: { timeout?: number; fallbackMs?: number } = {}): void {
  const w = (typeof window === 'undefined' ? undefined : window) as IdleWindow | undefined
  if (typeof w?.requestIdleCallback === 'function') w.requestIdleCallback(cb, { timeout })
  else setTimeout(cb, fallbackMs)
}
