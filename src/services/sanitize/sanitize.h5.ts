import DOMPurify from 'dompurify'
import { PURIFY_CONFIG, afterSanitizeAttributes } from '@/shared/sanitize-rules'

let hooked = false

/**
 * Rich text from the server, made safe for innerHTML (Taro's H5 RichText does not sanitise):
 * no script, no event handler, no javascript:/data: URL survives; images and links keep working.
 * The rules are src/shared/sanitize-rules.ts, which the server's painted view uses too.
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return ''
  if (!hooked) {
    hooked = true
    DOMPurify.addHook('afterSanitizeAttributes', afterSanitizeAttributes)
  }
  return DOMPurify.sanitize(html, PURIFY_CONFIG) as string
}
