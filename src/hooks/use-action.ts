import { useCallback, useRef, useState } from 'react'
import { SignInRedirect } from '@/services/http/errors'
import { toastError } from '@/services/ui/toast'

export interface Action<A extends unknown[], R> {
  /**
   * Runs the action unless an earlier run is still pending, in which case it does nothing and resolves
   * undefined: a double tap sends one request. Never rejects: a failure resolves undefined after it is shown.
   */
  run: (...args: A) => Promise<R | undefined>
  /** True while a run is pending (for 提交中… and disabled buttons). */
  pending: boolean
}

export interface ActionOptions {
  /** How a failure is shown (default: a toast). Never called for SignInRedirect: nothing failed. */
  onError?: (error: Error) => void
}

/** Shows an action's failure through `onError` or as a toast; a `SignInRedirect` is no failure and shows nothing. */
export function reportFailure(e: unknown, onError: ActionOptions['onError']): void {
  if (e instanceof SignInRedirect) return
  const error = e instanceof Error ? e : new Error(String(e))
  if (onError) onError(error)
  else toastError(error)
}

/**
 * One action of a screen (submit, redeem, draw, star): single-flight, with its pending state and its
 * failures shown. The guard is a ref, so two taps in the same frame are caught before React has
 * re-rendered with pending = true. A `SignInRedirect` (the visitor was sent to sign in) is swallowed.
 */
export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>, options: ActionOptions = {}): Action<A, R> {
  const running = useRef(false)
  const [pending, setPending] = useState(false)
  const latest = useRef({ fn, options })
  latest.current = { fn, options }

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined
    running.current = true
    setPending(true)
    try {
      return await latest.current.fn(...args)
    } catch (e) {
      reportFailure(e, latest.current.options.onError)
      return undefined
    } finally {
      running.current = false
      setPending(false)
    }
  }, [])

  return { run, pending }
}
