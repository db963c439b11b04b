/**
 * Link safety: only http(s) URLs are followed; javascript:, data:, protocol-relative and malformed
 * URLs are refused. Inside the app only same-site paths are accepted.
 */

// Control characters and whitespace that browsers strip from schemes ("java\tscript:").
const CONTROL = /[\p{Cc}\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/u

/** The URL if it is an absolute http(s) URL without credentials or control characters, else null. */
export function safeHttpUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // Only plain spaces are trimmed: a tab, newline or line separator anywhere refuses the URL.
  const text = raw.replace(/^ +| +$/g, '')
  if (!text || text.length > 4096 || CONTROL.test(text) || text.includes('\\')) return null
  const match = /^(https?):\/\/([^/?#]+)(.*)$/i.exec(text)
  if (!match) return null
  const authority = match[2]
  if (authority.includes('@') || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(authority)) return null
  const host = authority.replace(/:\d+$/, '')
  if (host.startsWith('.') || host.endsWith('-') || host.includes('..')) return null
  return text
}

/** The `tel:` address of a phone number (digits, spaces and dashes, a leading +), else null. */
export function telUrl(phone: string): string | null {
  return /^[+\d][\d\s-]{2,30}$/.test(phone) ? `tel:${phone.replace(/[\s-]/g, '')}` : null
}

/** True for a same-site path inside the app ("/pages/..." or "/packages/..."), nothing that leaves it. */
export function safeAppPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  let text = raw.trim()
  try {
    // One decode: "%2Fpages%2Farticle" from an encoded parameter.
    if (/^%2F/i.test(text)) text = decodeURIComponent(text)
  } catch {
    return null
  }
  if (CONTROL.test(text) || text.includes('\\')) return null
  if (!/^\/(pages|packages)\/[A-Za-z0-9\-_/]+(\?[^#]*)?$/.test(text)) return null
  if (text.includes('//') || text.includes('/../') || text.includes('/./')) return null
  return text
}

/** True when a URL points back into this app (same origin, under /web/h). */
export function inAppPath(url: string, origin: string, basePath = '/web/h'): string | null {
  if (!url.startsWith(origin + basePath + '/')) return null
  return safeAppPath(url.slice(origin.length + basePath.length))
}
