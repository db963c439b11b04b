import { useCallback, useEffect, useRef, useState } from 'react'

/** Seconds before another SMS code may be asked for. */
export const SMS_RESEND_SECONDS = 60

/** A seconds countdown (SMS resend): start(n) counts down to 0 once a second; cleared on unmount. */
export function useCountdown(): { remaining: number; start: (seconds?: number) => void } {
  const [remaining, setRemaining] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }

  const start = useCallback((seconds = SMS_RESEND_SECONDS) => {
    stop()
    const total = Math.max(1, Math.round(seconds))
    const endsAt = Date.now() + total * 1000
    setRemaining(total)
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setRemaining(left)
      if (left <= 0) stop()
    }, 1000)
  }, [])

  useEffect(() => stop, [])
  return { remaining, start }
}
