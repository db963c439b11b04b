import Taro from '@tarojs/taro'
import type { AnalyticsEnvironment, PageProperties } from './types'

// Mini-program version (WeChat/Douyin): no window/document. The H5 build uses browser.h5.ts.

const none = (): (() => void) => () => undefined

/** App hide stands in for page hide; there are no global activity events, so only the idle rule applies. */
export const browserEnvironment: AnalyticsEnvironment = {
  onActivity: none,
  onPageHide: listener =>
    subscribe(
      l => Taro.onAppHide(l),
      l => Taro.offAppHide(l),
      listener
    ),
  onPageShow: listener =>
    subscribe(
      l => Taro.onAppShow(l),
      l => Taro.offAppShow(l),
      listener
    )
}

/** `on(listener)` with its `off` as the unsubscribe; a host without the pair (tests, old base libraries) gets a no-op. */
function subscribe(on: (listener: () => void) => void, off: (listener: () => void) => void, listener: () => void): () => void {
  try {
    on(listener)
    return () => off(listener)
  } catch {
    return () => undefined
  }
}

/** The current page from Taro's router: path and query; window size from the system info. */
export function currentPageProperties(): Partial<PageProperties> {
  let path = ''
  let search = ''
  let width = 0
  let height = 0
  try {
    const router = Taro.getCurrentInstance().router
    path = router?.path?.split('?')[0] || ''
    const params = (router?.params || {}) as Record<string, string | undefined>
    const query = Object.keys(params)
      .filter(k => k !== 'stamp' && k !== '$taroTimestamp' && params[k] !== undefined)
      .map(k => `${k}=${encodeURIComponent(String(params[k]))}`)
      .join('&')
    search = query ? `?${query}` : ''
  } catch {
    // no router yet
  }
  try {
    const info = Taro.getSystemInfoSync()
    width = info.windowWidth
    height = info.windowHeight
  } catch {
    // no system info
  }
  return { title: '', url: `${path}${search}`, path, hash: '', search, width, height, referrer: '' }
}

/** A keepalive send: the server's answer when it can be observed, 'beacon' when it was only handed over. */
export type KeepaliveResult = Promise<{ statusCode: number; data: unknown } | 'beacon'>

/** Mini-programs have no beacon: null, so the normal request goes out (and outlives the page there). */
export function sendKeepalive(_url: string, _body: string): KeepaliveResult | null {
  return null
}

/** Scroll depth is measured on H5 only. */
export function watchScrollDepth(_listener: (percent: number) => void): () => void {
  return () => undefined
}

/** No document to measure (the same exports as the H5 file, whose scrollPercent is tested on its own). */
export function scrollPercent(_target?: unknown): number {
  return 0
}
