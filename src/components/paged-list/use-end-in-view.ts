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
 * True while the element `id` (a list's footer) is within the viewport or END_DISTANCE_PX below it.
 * On the web this follows an IntersectionObserver, so "the end is still in view" is known after a
 * page arrives too (Taro's reach-bottom fires only when the scroll position enters the zone, so a
 * visitor who stays at the bottom would wait forever). Where there is no observer, always false and
 * the page's reach-bottom event drives the list alone.
 */
export function useEndInView(id: string, active: boolean): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    if (!active || typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
      setInView(false)
      return
    }
    const el = document.getElementById(id)
    if (!el) return
    const observer = new IntersectionObserver(entries => setInView(entries.some(e => e.isIntersecting)), {
      rootMargin: `0px 0px ${END_DISTANCE_PX}px 0px`
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [id, active])
  return inView
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
