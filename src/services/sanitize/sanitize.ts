/**
 * Mini-program rich text is parsed by the platform (no script runs), so the neutral version only
 * drops what the platforms reject and unsafe link schemes. The web uses DOMPurify (sanitize.h5.ts).
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string') return ''
  return html
    .replace(/<(script|style|iframe|object|embed|form)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed|form|link|meta|base)[^>]*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*("|')?\s*(javascript|data|vbscript):[^"'\s>]*("|')?/gi, '')
}

/** Always ready here (sanitize.h5.ts may have to load its sanitiser first: null there means "not yet"). */
export function sanitizedNow(html: unknown): string | null {
  return sanitizeHtml(html)
}

export function loadSanitizer(): Promise<void> {
  return Promise.resolve()
}
