import Taro from '@tarojs/taro'

/** The query the app was opened with (mini-programs: launch options). */
export function launchQuery(): Record<string, unknown> {
  try {
    return (Taro.getLaunchOptionsSync().query as Record<string, unknown>) || {}
  } catch {
    return {}
  }
}

/** The current page as a path with query, for returnUrl/redirect parameters. */
export function currentLocation(): string {
  try {
    const pages = Taro.getCurrentPages()
    const page = pages[pages.length - 1]
    if (!page) return '/pages/index/index'
    const query = Object.entries((page.options || {}) as Record<string, string>)
      .filter(([k]) => k !== 'stamp' && k !== '$taroTimestamp')
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&')
    return `/${page.route}${query ? `?${query}` : ''}`
  } catch {
    return '/pages/index/index'
  }
}

/** Sends the browser to a server page (web only); mini-programs never leave the app. */
/** How leaveTo leaves: `replace` puts the next page in place of this one's history entry. */
export interface LeaveOptions {
  replace?: boolean
}

export function leaveTo(_url: string, _options?: LeaveOptions): void {
  // Mini-programs log in through their own login calls instead.
}
