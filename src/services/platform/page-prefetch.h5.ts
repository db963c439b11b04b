import { whenIdle } from './idle'
import { importPage } from './start-up'

/** What shows the visitor is using the page (a scroll of any part of it, a touch, a key). */
const ENGAGED = ['scroll', 'touchstart', 'pointerdown', 'keydown'] as const

/** Runs `cb` once the page's own resources (its pictures) are in. */
function afterLoad(cb: () => void): void {
  if (document.readyState === 'complete') cb()
  else window.addEventListener('load', cb, { once: true })
}

/** Runs `cb` once, at the visitor's first scroll, touch or key. */
function onEngaged(cb: () => void): void {
  const engaged = () => {
    for (const type of ENGAGED) window.removeEventListener(type, engaged, true)
    cb()
  }
  for (const type of ENGAGED) window.addEventListener(type, engaged, { capture: true, passive: true })
}

/**
 * Loads a page's code and styles ahead (a path as `Routes` names it), so the tap that opens it waits only for its
 * data: on the slow phone the in-app step from event 30's 立即报名 to its form took 2.4 s, 1.7 s of it the form route's
 * 16 files. It starts once the current page's pictures are in, the visitor has scrolled, touched or pressed a key, and
 * the browser is idle: a visitor who leaves at once costs nothing, and the page's load is not slowed by it (loaded
 * during the load, its code and styles doubled the event page's Total Blocking Time, docs/performance.md).
 */
export function prefetchPage(path: string): void {
  afterLoad(() => onEngaged(() => whenIdle(() => importPage(path), { timeout: 10000 })))
}
