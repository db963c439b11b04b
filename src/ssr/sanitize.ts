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
