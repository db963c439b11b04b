import type { AnalyticsPayload, Properties } from './types'

/**
 * The server's bounds for one event (server/routes/analytics.ts ANALYTICS_LIMITS: 4096 bytes of JSON, 50
 * properties): a post holding an event over them is refused whole, so the client never queues one. The
 * byte bound keeps room for a site id filled in after the event was queued (at most 40 characters).
 */
export const MAX_EVENT_BYTES = 4096 - 64
export const MAX_PROPERTIES = 50
/** Page fields are cut to this many characters when an event is still too large without its own properties. */
const SHORT_PAGE_FIELD = 256

/** UTF-8 length of a string (TextEncoder is missing on some mini-program runtimes). */
export function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

const fits = (p: AnalyticsPayload) => utf8Bytes(JSON.stringify(p)) <= MAX_EVENT_BYTES

/**
 * The event within the server's bounds: its first MAX_PROPERTIES properties; when its JSON is still over
 * MAX_EVENT_BYTES, the caller's properties give way to `essentials` (the track params) plus `truncated: true`,
 * then the page fields are shortened. null when even that is too large (the caller drops and logs it).
 */
export function fitPayload(payload: AnalyticsPayload, essentials: Properties): AnalyticsPayload | null {
  const keys = Object.keys(payload.properties)
  let p =
    keys.length > MAX_PROPERTIES ? { ...payload, properties: Object.fromEntries(keys.slice(0, MAX_PROPERTIES).map(k => [k, payload.properties[k]])) } : payload
  if (fits(p)) return p
  p = { ...p, properties: { ...Object.fromEntries(Object.entries(essentials).slice(0, MAX_PROPERTIES - 1)), truncated: true } }
  if (fits(p)) return p
  const page = p.pageProperties
  const cut = (text: string) => text.slice(0, SHORT_PAGE_FIELD)
  p = {
    ...p,
    pageProperties: {
      ...page,
      title: cut(page.title),
      url: cut(page.url),
      path: cut(page.path),
      hash: cut(page.hash),
      search: cut(page.search),
      referrer: cut(page.referrer)
    }
  }
  return fits(p) ? p : null
}
