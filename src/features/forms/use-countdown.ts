import { useCallback, useEffect, useRef, useState } from 'react'
import { tabStorage } from '@/services/platform/tab-storage'

/** Seconds before another SMS code may be asked for. */
export const SMS_RESEND_SECONDS = 60

/** When a kept countdown ends (ms since 1970), or null. */
function keptEnd(key: string | undefined, now: number): number | null {
  if (!key) return null
  try {
    const end = Number(tabStorage()?.getItem(key))
    return Number.isFinite(end) && end > now ? end : null
  } catch {
    return null
  }
}

function keepEnd(key: string | undefined, end: number | null): void {
  if (!key) return
  try {
    const storage = tabStorage()
    if (end === null) storage?.removeItem(key)
    else storage?.setItem(key, String(end))
  } catch {
    // Storage unavailable: the countdown lives in memory only.
  }
}

/**
 * A seconds countdown (SMS resend): start(n) counts down to 0 once a second; cleared on unmount. With `keepKey`
 * its end is kept in this tab, so a page that reloads (the web sign-in) goes on counting instead of offering a
 * resend the server would refuse.
 */
export function useCountdown(keepKey?: string): { remaining: number; start: (seconds?: number) => void } {
  const [remaining, setRemaining] = useState(() => {
    const end = keptEnd(keepKey, Date.now())
    return end ? Math.ceil((end - Date.now()) / 1000) : 0
  })
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }

  const run = useCallback(
    (endsAt: number) => {
      stop()
      setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)))
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
        setRemaining(left)
        if (left <= 0) {
          stop()
          keepEnd(keepKey, null)
        }
      }, 1000)
    },
    [keepKey]
  )

  const start = useCallback(
    (seconds = SMS_RESEND_SECONDS) => {
      const endsAt = Date.now() + Math.max(1, Math.round(seconds)) * 1000
      keepEnd(keepKey, endsAt)
      run(endsAt)
    },
    [keepKey, run]
  )

  // A countdown kept from before the page reloaded goes on from where it is.
  useEffect(() => {
    const end = keptEnd(keepKey, Date.now())
    if (end) run(end)
    return stop
  }, [keepKey, run])

  return { remaining, start }
}
