import { APP_ROOT } from '../../src/shared/routes'

/** Where unsafe or missing return targets go. */
export const DEFAULT_RETURN = APP_ROOT

const CONTROL = /[\p{Cc}\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/u
/** Characters some parsers or users read as a slash or backslash. */
const SLASH_LOOKALIKES = /[\\\u2044\u2215\u2216\u29F5\u29F8\u29F9\uFE68\uFF0F\uFF3C\u3033\u3035\u02F8\u1735\u2CFE]/
const ORIGIN = 'http://return.invalid'

/**
 * Returns `raw` when it is a same-site path ("/..." but not "//" or "/\"), else DEFAULT_RETURN.
 * Used by /web/ca/login (returnUrl) and the demo pay page (redirectUrl).
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_RETURN
  if (!isSafe(raw)) return DEFAULT_RETURN
  // Percent-decoded forms must be safe too (a later hop may decode once more).
  let decoded = raw
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return DEFAULT_RETURN
    }
    if (next === decoded) break
    if (!isSafe(next)) return DEFAULT_RETURN
    decoded = next
  }
  // The WHATWG parser must agree it stays on our origin.
  let parsed: URL
  try {
    parsed = new URL(raw, ORIGIN)
  } catch {
    return DEFAULT_RETURN
  }
  if (parsed.origin !== ORIGIN) return DEFAULT_RETURN
  // Non-ASCII is percent-encoded so the Location header stays valid.
  return raw.replace(/[^\x20-\x7E]+/g, s => encodeURIComponent(s))
}

function isSafe(value: string): boolean {
  if (CONTROL.test(value) || SLASH_LOOKALIKES.test(value)) return false
  if (value[0] !== '/') return false
  if (value[1] === '/') return false
  return true
}
