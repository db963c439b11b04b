import { useCallback, useRef, useState } from 'react'
import { type ActionOptions, reportFailure } from './use-action'

export interface KeyedAction<K, A extends unknown[], R> {
  /**
   * Runs the action for `key` unless a run for the same key is still pending (then it does nothing and
   * resolves undefined); runs for other keys go ahead. Never rejects: a failure resolves undefined after it is shown.
   */
  run: (key: K, ...args: A) => Promise<R | undefined>
  /** True while a run for `key` is pending (to disable that item's button). */
  pending: (key: K) => boolean
}

/**
 * `useAction` per item (a row's 取消收藏, 取消订单): single-flight per key, so a double tap on one row sends one
 * request while another row's tap goes ahead. `fn` gets the key first. Failures are shown as `useAction` shows them.
 */
export function useKeyedAction<K extends string | number, A extends unknown[], R>(
  fn: (key: K, ...args: A) => Promise<R>,
  options: ActionOptions = {}
): KeyedAction<K, A, R> {
  // The guard is a ref, so two taps in one frame are caught before React re-renders.
  const running = useRef(new Set<K>())
  const [busy, setBusy] = useState<ReadonlySet<K>>(() => new Set())
  const latest = useRef({ fn, options })
  latest.current = { fn, options }

  const run = useCallback(async (key: K, ...args: A): Promise<R | undefined> => {
    if (running.current.has(key)) return undefined
    running.current.add(key)
    setBusy(new Set(running.current))
    try {
      return await latest.current.fn(key, ...args)
    } catch (e) {
      reportFailure(e, latest.current.options.onError)
      return undefined
    } finally {
      running.current.delete(key)
      setBusy(new Set(running.current))
    }
  }, [])

  const pending = useCallback((key: K) => busy.has(key), [busy])
  return { run, pending }
}
