/**
 * Rich text for the painted view, sanitised on the server with the DOMPurify rules the app's web sanitiser uses
 * (src/shared/sanitize-rules.ts): no script, handler, frame, SVG, inline style or non-http(s) URL survives. DOMPurify needs a DOM: jsdom (installed with Taro's webpack runner) provides
 * one. When either is missing the painted view shows the text only (every tag dropped, text escaped).
 */
import { PURIFY_CONFIG, afterSanitizeAttributes } from '../../src/shared/sanitize-rules'
import { escapeHtml } from '../lib/html'

type Purify = { sanitize(html: string, config: object): string; addHook(name: string, hook: (node: unknown) => void): void }
let purify: Purify | null | undefined

function load(): Purify | null {
  if (purify !== undefined) return purify
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily: jsdom is heavy and optional for the painter
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with jsdom above
    const createDOMPurify = require('dompurify') as (window: unknown) => Purify
    const p = createDOMPurify(new JSDOM('').window)
    p.addHook('afterSanitizeAttributes', afterSanitizeAttributes)
    purify = p
  } catch {
    purify = null
  }
  return purify
}

/**
 * Loads jsdom and DOMPurify ahead of the first painted rich text: loading them takes seconds, which the
 * first visitor of an article would otherwise wait for (createIndexPage calls this just after start-up).
 */
export function warmSanitizer(): void {
  load()
}

/** Text only: tags dropped, block ends kept as paragraph breaks, everything escaped. */
function plainParagraphs(html: string): string {
  const text = html
    .replace(/<(script|style|template|iframe|object|svg|math)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|tr)\s*>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
  return text
    .split('\n')
    .map(line => line.trim())
    .filter(Boolean)
    .map(line => `<p>${escapeHtml(line)}</p>`)
    .join('')
}

/** Texts sanitised lately (raw → clean): a painted page sanitises its body for its view and again for its boot data. */
const recent = new Map<string, string>()
const RECENT_ENTRIES = 64

/** Server rich text made safe for the painted HTML. */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || !html) return ''
  const known = recent.get(html)
  if (known !== undefined) return known
  const p = load()
  const clean = p ? p.sanitize(html, PURIFY_CONFIG) : plainParagraphs(html)
  if (recent.size >= RECENT_ENTRIES) recent.delete(recent.keys().next().value as string)
  recent.set(html, clean)
  return clean
}

/** Markup in a text: a tag's start. */
const MARKUP = /<[a-z!/]/i

/**
 * Every text with markup in a painted page's shipped answers, with its sanitised copy, for the boot data's `cleanHtml`
 * (src/services/sanitize/sanitize.h5.ts): the app shows the painted body without loading DOMPurify first. As safe as
 * the painted view itself, which is the same sanitised markup.
 */
export function cleanHtmlOf(value: unknown): [string, string][] {
  const pairs = new Map<string, string>()
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (MARKUP.test(v) && !pairs.has(v)) pairs.set(v, sanitizeRichText(v))
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk(value)
  return Array.from(pairs)
}
