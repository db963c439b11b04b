import DOMPurify from 'dompurify'

const SAFE_URL = /^(https?:|\/(?!\/)|#)/i
let hooked = false

function installHooks(): void {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', node => {
    const el = node as Element
    for (const attr of ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster']) {
      const value = el.getAttribute?.(attr)
      if (value !== null && value !== undefined && !SAFE_URL.test(value.trim())) el.removeAttribute(attr)
    }
    if (el.tagName === 'A' && el.getAttribute('href')) {
      el.setAttribute('rel', 'noopener noreferrer nofollow')
      if (/^https?:/i.test(el.getAttribute('href') || '')) el.setAttribute('target', '_blank')
    }
    if (el.tagName === 'IMG') el.setAttribute('loading', 'lazy')
  })
}

/**
 * Rich text from the server, made safe for innerHTML (Taro's H5 RichText does not sanitise):
 * no script, no event handler, no javascript:/data: URL survives; images and links keep working.
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return ''
  installHooks()
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false
  }) as string
}
