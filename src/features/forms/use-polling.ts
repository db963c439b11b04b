import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'

/** False while the page is hidden (another page on top, app in the background). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useDidHide(() => setVisible(false))
  useDidShow(() => setVisible(true))
  return visible
}

/**
 * Calls tick every intervalMs while enabled and the page is visible; stops on hide and unmount,
 * starts again when shown. tick returning true ends the polling for good.
 */
export function usePolling(tick: () => Promise<boolean> | boolean, intervalMs: number, enabled: boolean): void {
  const tickRef = useRef(tick)
  tickRef.current = tick
  const visible = usePageVisible()
  const finished = useRef(false)

  useEffect(() => {
    if (!enabled || !visible || finished.current) return
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      Promise.resolve()
        .then(() => tickRef.current())
        .then(done => {
          if (done) {
            finished.current = true
            clearInterval(timer)
          }
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false
        })
    }, intervalMs)
    return () => clearInterval(timer)
  }, [enabled, visible, intervalMs])

  useEffect(() => {
    if (enabled) finished.current = false
  }, [enabled])
}
