/**
 * The rich-text rules, written once: the app's web sanitiser (src/services/sanitize/sanitize.h5.ts) and the
 * server's painted view (server/ssr/sanitize.ts) both give DOMPurify these settings and this hook, and the XSS
 * corpus runs against both (test/services/sanitize-corpus.test.ts, test/server/sanitize-corpus.test.ts).
 */

/** The only URLs a link, image or media source may keep: http(s), a path of this site, a fragment. */
export const SAFE_URL = /^(https?:|\/(?!\/)|#)/i

/** Attributes that carry a URL, checked against SAFE_URL after DOMPurify's own checks. */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster'] as const

/** DOMPurify's settings: HTML only; no forms, frames, embedded documents, SVG/MathML, inline style or data attributes. */
export const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false
}

/** The smallest element interface the hook needs (a DOM Element, in the browser or in jsdom). */
interface HookElement {
  tagName: string
  getAttribute?(name: string): string | null
  setAttribute(name: string, value: string): void
  removeAttribute(name: string): void
}

/**
 * DOMPurify's `afterSanitizeAttributes` hook: drops every URL that is not SAFE_URL, opens outside links in a new
 * tab without an opener or referrer, and loads images lazily.
 */
export function afterSanitizeAttributes(node: unknown): void {
  const el = node as HookElement
  for (const attr of URL_ATTRIBUTES) {
    const value = el.getAttribute?.(attr)
    if (value !== null && value !== undefined && !SAFE_URL.test(value.trim())) el.removeAttribute(attr)
  }
  if (el.tagName === 'A' && el.getAttribute?.('href')) {
    el.setAttribute('rel', 'noopener noreferrer nofollow')
    if (/^https?:/i.test(el.getAttribute?.('href') || '')) el.setAttribute('target', '_blank')
  }
  if (el.tagName === 'IMG') el.setAttribute('loading', 'lazy')
}
