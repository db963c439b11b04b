/**
 * `@/services/sanitize/sanitize` in the server render (scripts/build-ssr.cjs aliases it): the app's DOMPurify needs a
 * window, so the server hands in its own sanitiser (server/ssr/sanitize.ts: DOMPurify on jsdom with the app's rules)
 * through setSanitizer before it renders. Until then nothing rich is rendered.
 */
let impl: (html: string) => string = () => ''

export function setSanitizer(sanitize: (html: string) => string): void {
  impl = sanitize
}

export function sanitizeHtml(html: unknown): string {
  return typeof html === 'string' && html ? impl(html) : ''
}

/** The server render has its sanitiser before it renders (never "not yet"). */
export function sanitizedNow(html: unknown): string | null {
  return sanitizeHtml(html)
}

export function loadSanitizer(): Promise<void> {
  return Promise.resolve()
}
