import { readBootData } from '@/services/platform/boot-data'
import { PURIFY_CONFIG, afterSanitizeAttributes } from '@/shared/sanitize-rules'
import { lazyModule } from '@/utils/lazy-module'

type Purify = { sanitize(html: string, config: object): unknown; addHook(name: 'afterSanitizeAttributes', hook: (node: Element) => void): void }

/** DOMPurify with the rules' hook, a chunk of its own. */
const purifier = lazyModule<Purify>(
  () => import(/* webpackChunkName: "sanitize" */ 'dompurify').then(mod => hooked(mod.default as unknown as Purify)),
  // Jest renders rich text synchronously, as before DOMPurify was split off; test/components/rich-text.test.tsx forgets
  // it (forgetSanitizer) to try the lazy path. A dead branch in the web build (webpack drops the require).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- test builds only, see above
  (process.env.NODE_ENV as string) === 'test' ? hooked(testPurify(require('dompurify') as Purify & { default?: Purify })) : null
)
let shipped: Map<string, string> | null = null

function testPurify(mod: Purify & { default?: Purify }): Purify {
  return mod.default ?? mod
}

function hooked(p: Purify): Purify {
  p.addHook('afterSanitizeAttributes', afterSanitizeAttributes)
  return p
}

/**
 * Rich text the server made safe with these same rules (src/shared/sanitize-rules.ts) for the page it painted, as
 * `cleanHtml` pairs (raw, clean) in the page's boot data: the painted page's body needs no DOMPurify at the takeover.
 */
function shippedClean(): Map<string, string> {
  if (!shipped) shipped = new Map(readBootData()?.cleanHtml ?? [])
  return shipped
}

/**
 * Rich text from the server, made safe for innerHTML (Taro's H5 RichText does not sanitise): no script, no event
 * handler, no javascript:/data: URL survives; images and links keep working. The rules are src/shared/sanitize-rules.ts,
 * which the server's painted view uses too. DOMPurify (~9 KB brotli) is not part of any page's first download: null
 * means "not yet", until loadSanitizer() has brought it (a painted page's own body is shipped clean, see shippedClean).
 */
export function sanitizedNow(html: unknown): string | null {
  if (typeof html !== 'string' || !html) return ''
  const clean = shippedClean().get(html)
  if (clean !== undefined) return clean
  const purify = purifier.ready()
  return purify ? (purify.sanitize(html, PURIFY_CONFIG) as string) : null
}

/** The same, for callers that have loaded the sanitiser (loadSanitizer); '' until it has loaded. */
export function sanitizeHtml(html: unknown): string {
  return sanitizedNow(html) ?? ''
}

/** Loads DOMPurify once (a separate chunk); a failed load (offline) is tried again on the next call. */
export function loadSanitizer(): Promise<void> {
  return purifier.load().then(() => undefined)
}

/** Tests only: as on a page that has not loaded DOMPurify yet, and read the boot data again. */
export function forgetSanitizer(): void {
  purifier.forget()
  shipped = null
}
