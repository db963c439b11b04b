import { telUrl } from '@/services/navigation/links'
import { pageNotice, toast } from '@/services/ui/toast'

/** Calls a phone number through a tel: link (nav item type 9). */
export async function callPhone(phone: string): Promise<void> {
  const url = telUrl(phone)
  if (url) window.location.href = url
}

/** The web cannot open a mini-program (spec §2 type 4). */
export async function openMiniProgram(_appId: string, _path: string): Promise<void> {
  toast('不支持跳转小程序')
}

/**
 * Back through the browser's history when the entry before this one is a page of this app: after a reload
 * Taro's page stack holds one page, while the history still holds the list the visitor came from. The router
 * (history v5) numbers its entries in `history.state.idx` from the first page this app loaded, so idx > 0
 * means an app page is behind this one; a page opened from a link (idx 0) has none. False when not taken.
 */
export function historyBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null
  if (!state || typeof state.idx !== 'number' || state.idx <= 0) return false
  window.history.back()
  return true
}

/**
 * Sets (or, with null, removes) query parameters of the current address without a navigation, keeping the
 * router's history state: a page's visible state (home's 名片 tab) survives a reload and goes with a copied link.
 */
export function replaceQuery(params: Record<string, string | number | null | undefined>): void {
  const url = new URL(window.location.href)
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') url.searchParams.delete(key)
    else url.searchParams.set(key, String(value))
  }
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * With no connection (navigator.onLine false) another page cannot load: Taro would change the address and leave
 * the screen as it was. True when refused; `message` then shows as a plain page notice (Taro's toast code is
 * loaded on first use, which offline may be impossible), the screen and its address stay as they are.
 */
export function refuseOffline(message: string): boolean {
  if (navigator.onLine !== false) return false
  pageNotice(message, 3000, 'offline-notice')
  return true
}

/**
 * Resolves once the browser has drawn a frame: a tap's own feedback (its pressed state) is on screen before the next
 * page's render, which on a slow phone takes a few hundred ms, starts (the tap is answered in the next frame, not after
 * that work). At once in a hidden tab (no frames) or without requestAnimationFrame.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise(resolve => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') resolve()
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}
