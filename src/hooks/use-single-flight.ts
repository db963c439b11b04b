import { useCallback, useRef, useState } from 'react'

export interface SingleFlight {
  /** True while the guarded work runs (for 提交中… and disabled buttons). */
  busy: boolean
  /**
   * Runs `work` unless an earlier call is still running, in which case it returns undefined without
   * calling it: a double tap sends one request. The guard is released however `work` ends.
   */
  guard: <R>(work: () => Promise<R>) => Promise<R | undefined>
}

/**
 * One request at a time for a screen's action (submit, redeem, draw, upload). The guard is a ref,
 * so two taps in the same frame are caught before React has re-rendered with busy = true.
 */
export function useSingleFlight(): SingleFlight {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)

  const guard = useCallback(async <R>(work: () => Promise<R>): Promise<R | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await work()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])

  return { busy, guard }
}
