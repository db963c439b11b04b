/**
 * A detail page already shows its content's title above the body; a company's CMS body often opens with the same
 * title as a heading (an editor pastes the whole article). Both the app and the server's painted view drop that
 * heading from the sanitised body, so the title is not read twice (issue #43; docs/decisions.md "Screens and content").
 */

/** Empty openers before the first real element: whitespace, empty paragraphs (`<p><br></p>`, `&nbsp;`), line breaks. */
const EMPTY = String.raw`(?:\s|&nbsp;|<br\s*/?>|<p(?:\s[^>]*)?>(?:\s|&nbsp;|<br\s*/?>)*</p>)+`
const SPACE = new RegExp(`^${EMPTY}`, 'i')
/** A block a CMS wraps the whole body in (a WeChat-style editor's sections), opened before the heading. */
const WRAPPER = /^<(?:div|section|article|header)(?:\s[^>]*)?>/i
/** A heading element, h1–h6, with its inner markup (headings cannot nest, so the first closing tag ends it). */
const HEADING = /^<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1\s*>/i

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Text of an HTML fragment as compared with a title: tags dropped, entities decoded, NFKC, spaces collapsed, lower case. */
function comparable(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : all
      }
      return ENTITIES[name.toLowerCase()] ?? all
    })
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/**
 * The sanitised body without a leading heading (h1–h6) whose text is the title; anything else is left as it is.
 * Leading whitespace and empty paragraphs before the heading go with it; an opening wrapper (div, section) stays.
 * The comparison ignores markup inside the heading, spacing, letter case and full-/half-width forms, nothing more: a
 * heading that only resembles the title (a shortened one, another wording) is the author's and is kept.
 */
export function withoutLeadingTitle(html: string, title: string | null | undefined): string {
  const wanted = comparable(title || '')
  if (!html || !wanted) return html
  // Walk past empty openers and wrappers; the wrappers are kept, the empty lines go with the title.
  let at = 0
  let wrappers = ''
  for (;;) {
    const rest = html.slice(at)
    const step = SPACE.exec(rest) ?? WRAPPER.exec(rest)
    if (!step) break
    if (WRAPPER.test(step[0])) wrappers += step[0]
    at += step[0].length
  }
  const heading = HEADING.exec(html.slice(at))
  if (!heading || comparable(heading[2]) !== wanted) return html
  return wrappers + html.slice(at + heading[0].length).replace(SPACE, '')
}
