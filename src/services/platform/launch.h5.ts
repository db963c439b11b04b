import type { LeaveOptions } from './launch'

export type { LeaveOptions } from './launch'

/** The query the page was opened with, raw (decoding happens where values are read). */
export function launchQuery(): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  try {
    const search = window.location.search.replace(/^\?/, '')
    for (const part of search.split('&')) {
      if (!part) continue
      const eq = part.indexOf('=')
      const key = eq < 0 ? part : part.slice(0, eq)
      out[key] = eq < 0 ? '' : part.slice(eq + 1)
    }
  } catch {
    // no location
  }
  return out
}

/** The current browser URL (what login returns to). */
export function currentLocation(): string {
  return window.location.pathname + window.location.search
}

/**
 * Sends the browser to a server page such as /web/ca/login; with `replace`, in place of this page's history entry (a
 * round trip that comes straight back: back then leaves instead of landing on the page that sent it away).
 */
export function leaveTo(url: string, options: LeaveOptions = {}): void {
  if (options.replace) window.location.replace(url)
  else window.location.assign(url)
}
