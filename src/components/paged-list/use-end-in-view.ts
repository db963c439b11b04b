import { useEffect, useState } from 'react'

/** How far below the viewport the end counts as reached (Taro's onReachBottomDistance default). */
const END_DISTANCE_PX = 50

let counter = 0
/** A page-unique id for a list's end marker. */
export function newEndId(): string {
  counter += 1
  return `paged-list-end-${counter}`
}

/**
 * Counts the times the element `id` (a list's footer) was reported within the viewport or
 * END_DISTANCE_PX below it; the caller reacts to each change. On the web this follows an
 * IntersectionObserver, so "the end is in view" is known after a page arrives too (Taro's
 * reach-bottom fires only when the scroll position enters the zone, so a visitor who stays at the
 * bottom would wait forever). The observer is armed afresh for each `armKey` (the item count):
 * an observer reports changes only, so one that never saw the end leave (the visitor jumped back
 * to it within the frame a page arrived) would otherwise stay silent; a new one reports where the
 * end is now. Where there is no observer, always 0 and the page's reach-bottom event drives the
 * list alone.
 */
export function useEndInView(id: string, active: boolean, armKey: number): number {
  const [seen, setSeen] = useState(0)
  useEffect(() => {
    if (!active || typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return
    const el = document.getElementById(id)
    if (!el) return
    const observer = new IntersectionObserver(
      entries => {
        if (entries.some(e => e.isIntersecting)) setSeen(n => n + 1)
      },
      { rootMargin: `0px 0px ${END_DISTANCE_PX}px 0px` }
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [id, active, armKey])
  return seen
}

/** Measures now (layout is current after a render) whether the element `id` is in the end zone. */
export function endInViewNow(id: string): boolean {
  if (typeof document === 'undefined' || typeof window === 'undefined') return false
  const el = document.getElementById(id)
  if (!el) return false
  const rect = el.getBoundingClientRect()
  if (rect.width === 0 && rect.height === 0) return false
  return rect.top < window.innerHeight + END_DISTANCE_PX && rect.bottom > 0
}
