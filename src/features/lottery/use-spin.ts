import { useCallback, useEffect, useRef, useState } from 'react'
import { spinSchedule } from './grid'

interface SpinState {
  /** The lit slot (null before the first draw). */
  active: number | null
  spinning: boolean
  /** Runs the highlight round the ring to `to`; resolves when it stops (or is skipped). */
  spin: (to: number) => Promise<void>
  /** Jumps straight to the end of a running spin. */
  skip: () => void
}

/** The highlight running round the 3×3 board, about 3 s, slowing down at the end, skippable. */
export function useSpin(totalMs = 3000): SpinState {
  const [active, setActive] = useState<number | null>(null)
  const [spinning, setSpinning] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const finish = useRef<(() => void) | null>(null)
  const position = useRef(0)

  const spin = useCallback(
    (to: number) =>
      new Promise<void>(resolve => {
        finish.current?.()
        const steps = spinSchedule(position.current, to, { totalMs })
        let i = 0
        const done = () => {
          if (timer.current) clearTimeout(timer.current)
          timer.current = null
          finish.current = null
          position.current = to
          setActive(to)
          setSpinning(false)
          resolve()
        }
        const tick = () => {
          if (i >= steps.length) return done()
          const step = steps[i++]
          position.current = step.slot
          setActive(step.slot)
          timer.current = setTimeout(tick, step.ms)
        }
        finish.current = done
        setSpinning(true)
        tick()
      }),
    [totalMs]
  )

  const skip = useCallback(() => finish.current?.(), [])

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    []
  )

  return { active, spinning, spin, skip }
}
