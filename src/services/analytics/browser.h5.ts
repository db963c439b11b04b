import type { AnalyticsEnvironment, PageProperties } from './types'
import { whenIdle } from '@/services/platform/idle'

// H5 version of browser.ts (same exports). Still guarded: tests and server rendering may lack a DOM.

const hasDom = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined'

const ACTIVITY_EVENTS = ['touchstart', 'touchmove', 'scroll', 'wheel', 'keydown', 'mousedown', 'mousemove']
const listenOptions: AddEventListenerOptions = { capture: true, passive: true }

export const browserEnvironment: AnalyticsEnvironment = {
  onActivity(listener) {
    if (!hasDom()) return () => undefined
    const onEvent = () => listener()
    const onVisibility = () => {
      if (document.visibilityState === 'visible') listener()
    }
    ACTIVITY_EVENTS.forEach(type => window.addEventListener(type, onEvent, listenOptions))
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      ACTIVITY_EVENTS.forEach(type => window.removeEventListener(type, onEvent, listenOptions))
      document.removeEventListener('visibilitychange', onVisibility)
    }
  },
  onPageHide: listener => onPageTurning('hidden', 'pagehide', listener),
  onPageShow: listener => onPageTurning('visible', 'pageshow', listener)
}

/**
 * Calls `listener` when the document turns `state` (tab switched) and on the window's `event` (the page leaving or
 * coming back from the back-forward cache); returns the unsubscribe.
 */
function onPageTurning(state: DocumentVisibilityState, event: 'pagehide' | 'pageshow', listener: () => void): () => void {
  if (!hasDom()) return () => undefined
  const onVisibility = () => {
    if (document.visibilityState === state) listener()
  }
  const onEvent = () => listener()
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener(event, onEvent)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener(event, onEvent)
  }
}

let viewport: { width: number; height: number } | null = null
let measuring = false

/**
 * The viewport size without forcing a layout on the critical path: reading innerWidth/innerHeight while
 * the app starts made the browser lay the page out early (0.2-0.8 s of main-thread time on a 4x slowed
 * phone). It is measured once the browser is idle after load and on every resize (layout is fresh then);
 * until then the screen size stands in (the CSS viewport width on phones, width=device-width).
 */
function viewportSize(): { width: number; height: number } {
  if (viewport) return viewport
  if (!measuring) {
    measuring = true
    const measure = () => {
      viewport = { width: window.innerWidth, height: window.innerHeight }
    }
    const idle = () => whenIdle(measure, { timeout: 3000, fallbackMs: 1 })
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
    window.addEventListener('resize', measure, { passive: true })
  }
  const screen = window.screen
  return { width: screen ? screen.width : 0, height: screen ? screen.height : 0 }
}

/** The page as the browser sees it; the client strips tokens from it afterwards. */
export function currentPageProperties(): Partial<PageProperties> {
  if (!hasDom()) return {}
  const loc = window.location
  const size = viewportSize()
  return {
    title: document.title,
    url: loc.href,
    path: loc.pathname,
    hash: loc.hash,
    search: loc.search,
    width: size.width,
    height: size.height,
    referrer: document.referrer
  }
}

/** A keepalive send: the server's answer when it can be observed, 'beacon' when it was only handed over. */
export type KeepaliveResult = Promise<{ statusCode: number; data: unknown } | 'beacon'>

function fetchKeepaliveSupported(): boolean {
  try {
    return typeof fetch === 'function' && typeof Request !== 'undefined' && 'keepalive' in Request.prototype
  } catch {
    return false
  }
}

/**
 * Sends a body that must outlive the page. fetch keepalive first: when the page lives on (tab hidden)
 * its answer is seen and a failure is retried. sendBeacon otherwise (fire and forget). null when neither exists.
 */
export function sendKeepalive(url: string, body: string): KeepaliveResult | null {
  if (fetchKeepaliveSupported()) {
    try {
      return fetch(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'same-origin'
      }).then(async res => ({ statusCode: res.status, data: await res.text() }))
    } catch {
      // fall through to the beacon
    }
  }
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && typeof Blob !== 'undefined') {
    try {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return Promise.resolve('beacon')
    } catch {
      // a browser refusing a JSON beacon leaves the normal request
    }
  }
  return null
}

/** How far down (0-100) the visitor has seen: the page, or a main inner scroller (Taro ScrollView). */
export function scrollPercent(target?: EventTarget | null): number {
  if (!hasDom()) return 0
  const el = target as HTMLElement | null
  const viewport = window.innerHeight || document.documentElement.clientHeight || 0
  let seen: number
  let total: number
  if (el && el.nodeType === 1 && el.scrollHeight > el.clientHeight && el.clientHeight >= viewport / 2) {
    seen = el.scrollTop + el.clientHeight
    total = el.scrollHeight
  } else {
    const root = document.scrollingElement || document.documentElement
    seen = (window.pageYOffset || root.scrollTop || 0) + viewport
    total = Math.max(root.scrollHeight, document.body ? document.body.scrollHeight : 0)
  }
  if (!total || seen >= total) return 100
  return Math.max(0, Math.min(100, Math.round((seen / total) * 100)))
}

/** How often a page that is not scrolled is measured (a short article is read without scrolling). */
const SCROLL_SAMPLE_MS = 2500

/**
 * Reports scroll depth on every scroll (capture: inner scrollers count too) and every SCROLL_SAMPLE_MS.
 * No measurement at once: a page still showing its skeleton would fit the screen and read as 100 %.
 */
export function watchScrollDepth(listener: (percent: number) => void): () => void {
  if (!hasDom()) return () => undefined
  let last: EventTarget | null = null
  const onScroll = (event: Event) => {
    last = event.target
    listener(scrollPercent(event.target))
  }
  window.addEventListener('scroll', onScroll, listenOptions)
  const timer = setInterval(() => listener(scrollPercent(last)), SCROLL_SAMPLE_MS)
  return () => {
    clearInterval(timer)
    window.removeEventListener('scroll', onScroll, listenOptions)
  }
}
