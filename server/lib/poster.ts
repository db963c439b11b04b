import { escapeXml } from './svg'

/**
 * Share posters: the layout (boxes that can be checked for overlap) and its drawing. Pure functions, run in the
 * worker pool (server/workers/heavy.ts), which turns the drawing plus the QR code into a PNG.
 */

/** Bump when the drawing changes, so posters made by an older drawing get new addresses. */
export const POSTER_VERSION = 3

export const POSTER_WIDTH = 750
export const POSTER_HEIGHT = 1200
/** Template thumbnails are the template's own poster, drawn with sample text and scaled to this width. */
export const THUMB_WIDTH = 240

/** A template's look: page background, text colour and the header gradient. */
export interface PosterLook {
  background: string
  color: string
  accent: [string, string]
}

/** A labelled line under the title: an event's 时间 and 地点. */
export interface PosterFact {
  label: string
  value: string
}

/** Everything a poster is drawn from: the same recipe always gives the same image (and the same address). */
export interface PosterRecipe {
  v: number
  brand: string
  /** The sharer's line above the title ("李娜 邀请你参加"); empty for none. */
  byline: string
  title: string
  /** Labelled lines right under the title (an event's Beijing date and time, its venue). */
  facts: PosterFact[]
  summary: string
  /** Extra full-width lines under the summary (a business card's phone and e-mail). */
  details: string[]
  /** The site address of the cover drawn across the top (the content's own); null: the template's gradient. */
  cover: string | null
  /** What the QR code holds (an absolute link). */
  link: string
  /** The line under "长按识别二维码". */
  footer: string
  look: PosterLook
  /** Output width: POSTER_WIDTH, or THUMB_WIDTH for a template thumbnail. */
  width: number
}

interface Box {
  x: number
  y: number
  w: number
  h: number
}

interface TextBox extends Box {
  role: 'brand' | 'byline' | 'title' | 'fact-label' | 'fact' | 'summary' | 'detail' | 'scan' | 'footer'
  lines: string[]
  fontSize: number
  lineHeight: number
  bold: boolean
  color: string
  opacity: number
}

interface PosterLayout {
  width: number
  height: number
  /** The band across the top: the cover, or the template's gradient with the brand on it. */
  header: Box
  hasCover: boolean
  dividerY: number
  texts: TextBox[]
  /** Where the QR code goes (a white tile of this size; the code itself fills it). */
  qr: Box
}

const MARGIN = 48
/** The cover band: 750 × 420, the 16:9 of the covers (a cover is scaled to fill it and cut at its edges). */
const HEADER = 420
const DIVIDER = 860
/** The content column ends this far above the divider. */
const CONTENT_END = DIVIDER - 28
const QR_SIZE = 232
const QR_X = POSTER_WIDTH - MARGIN - QR_SIZE
const QR_Y = 900
/** Gap kept between the left column of the bottom panel and the QR tile. */
const QR_GAP = 28
/** Width of a fact's label column (two characters and a gap). */
const FACT_LABEL = 84
/** A line's box: ascent above the baseline and descent below it, in em (Noto Sans CJK draws within these). */
const ASCENT = 0.92
const DESCENT = 0.28

/**
 * The drawn width of one character in em, on the generous side: CJK and other wide characters a full em, Latin
 * capitals and the wide lower-case letters more than the narrow ones. Text is wrapped by this measure, so a line
 * is never wider than its box (test/server/posters.test.ts checks it against the real font).
 */
export function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0
  if (code > 0x2e7f) return 1
  if (ch === ' ') return 0.3
  if (/[mwMW@%]/.test(ch)) return 0.95
  if (/[A-Z&#]/.test(ch)) return 0.74
  if (/[0-9a-z$?+=<>~^_]/.test(ch)) return 0.6
  if (code < 0x80) return 0.4
  return 1
}

/** The width of a line of text at fontSize (px). */
export const textWidth = (text: string, fontSize: number) => Array.from(text).reduce((w, ch) => w + charWidth(ch), 0) * fontSize

const WORD_CHAR = /[A-Za-z0-9.@_-]/

/** Breaks text into at most maxLines lines no wider than maxWidth; a cut last line ends with "…". */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  if (maxLines < 1) return []
  const lines: string[] = []
  let line = ''
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  let i = 0
  for (; i < chars.length; i++) {
    const ch = chars[i]
    if (textWidth(line + ch, fontSize) > maxWidth) {
      // A Latin word or number cut here moves whole to the next line ("3F", not "3" and "F"), unless it fills the line.
      const word = WORD_CHAR.test(ch) ? /[A-Za-z0-9.@_-]+$/.exec(line) : null
      const carry = word && word.index > 0 && lines.length + 1 < maxLines ? word[0] : ''
      lines.push(line.slice(0, line.length - carry.length).trimEnd())
      line = carry
      if (lines.length === maxLines) break
      if (ch === ' ') continue
    }
    line += ch
  }
  if (lines.length < maxLines && line) lines.push(line.trimEnd())
  if (i < chars.length && lines.length) {
    let last = lines[lines.length - 1]
    while (last && textWidth(last + '…', fontSize) > maxWidth) last = Array.from(last).slice(0, -1).join('')
    lines[lines.length - 1] = last + '…'
  }
  return lines.filter(Boolean)
}

/** Relative luminance of a #rgb/#rrggbb colour (0 black … 1 white); unknown forms count as dark. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return 0
  const full = m[1].length === 3 ? [...m[1]].map(c => c + c).join('') : m[1]
  const [r, g, b] = [0, 2, 4].map(i => parseInt(full.slice(i, i + 2), 16) / 255).map(c => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The height of n lines of text. */
const linesHeight = (n: number, fontSize: number, lineHeight: number) => (n ? (n - 1) * lineHeight + (ASCENT + DESCENT) * fontSize : 0)

/** How many lines of this size fit between top and bottom. */
const linesThatFit = (top: number, bottom: number, fontSize: number, lineHeight: number) =>
  bottom - top < (ASCENT + DESCENT) * fontSize ? 0 : Math.floor((bottom - top - (ASCENT + DESCENT) * fontSize) / lineHeight) + 1

/** A block of lines whose top is `top`: its box and its height. */
function block(
  role: TextBox['role'],
  lines: string[],
  top: number,
  x: number,
  w: number,
  fontSize: number,
  lineHeight: number,
  style: Pick<TextBox, 'bold' | 'color' | 'opacity'>
): TextBox {
  return { role, lines, x, y: top, w, h: linesHeight(lines.length, fontSize, lineHeight), fontSize, lineHeight, ...style }
}

/**
 * Where everything goes. The header band holds the cover (or the template's gradient with the brand); under it the
 * byline, title, facts, summary and details run full width, each taking only the lines left above the divider, so
 * a long text is cut with "…" instead of running into the bottom panel; under the divider the QR tile sits on the
 * right and the scan hint and footer are wrapped into the column left of it, so no text runs under the code.
 */
export function posterLayout(recipe: PosterRecipe): PosterLayout {
  const full = POSTER_WIDTH - 2 * MARGIN
  const { color, accent } = recipe.look
  const hasCover = !!recipe.cover
  const texts: TextBox[] = []
  if (hasCover) {
    // On the cover the brand sits on a dark tag of its own (posterSvg draws it behind the box).
    texts.push(block('brand', wrapText(recipe.brand, 24, full - 200, 1), 36, MARGIN, full - 200, 24, 32, { bold: true, color: '#ffffff', opacity: 1 }))
  } else {
    const onHeader = luminance(accent[0]) > 0.6 ? '#1f2329' : '#ffffff'
    texts.push(block('brand', wrapText(recipe.brand, 34, full, 1), 66, MARGIN, full, 34, 44, { bold: true, color: onHeader, opacity: 1 }))
  }

  let top = HEADER + 36
  /** Adds a block of up to maxLines of text, fewer when the space above the divider runs out. */
  const add = (
    role: TextBox['role'],
    text: string,
    maxLines: number,
    fontSize: number,
    lineHeight: number,
    gap: number,
    style: Pick<TextBox, 'bold' | 'opacity'>,
    x = MARGIN
  ) => {
    const w = POSTER_WIDTH - MARGIN - x
    const lines = wrapText(text, fontSize, w, Math.min(maxLines, linesThatFit(top, CONTENT_END, fontSize, lineHeight)))
    if (!lines.length) return null
    const box = block(role, lines, top, x, w, fontSize, lineHeight, { color, ...style })
    texts.push(box)
    top += box.h + gap
    return box
  }
  const facts = recipe.facts.filter(f => f.value)
  const details = recipe.details.filter(Boolean)
  add('byline', recipe.byline, 1, 26, 34, 14, { bold: false, opacity: 0.72 })
  add('title', recipe.title, facts.length ? 2 : 3, 40, 54, 22, { bold: true, opacity: 1 })
  for (const fact of facts) {
    const value = add('fact', fact.value, 2, 26, 36, 12, { bold: false, opacity: 0.9 }, MARGIN + FACT_LABEL)
    if (value) texts.push(block('fact-label', [fact.label], value.y, MARGIN, FACT_LABEL - 12, 26, 36, { bold: true, color, opacity: 0.6 }))
  }
  if (facts.length) top += 8
  add('summary', recipe.summary, details.length ? 2 : 3, 26, 38, 18, { bold: false, opacity: 0.72 })
  const detailLines = details.flatMap(d => wrapText(d, 26, full, 2)).slice(0, 3)
  // Details keep their own line breaks: placed as lines, not re-wrapped as one text.
  const fitting = detailLines.slice(0, linesThatFit(top, CONTENT_END, 26, 38))
  if (fitting.length) texts.push(block('detail', fitting, top, MARGIN, full, 26, 38, { bold: false, color, opacity: 0.85 }))

  const column = QR_X - QR_GAP - MARGIN
  const scan = block('scan', ['长按识别二维码'], QR_Y + 36, MARGIN, column, 30, 40, { bold: true, color, opacity: 1 })
  texts.push(scan)
  const footer = block('footer', wrapText(recipe.footer, 24, column, 3), scan.y + scan.h + 18, MARGIN, column, 24, 34, { bold: false, color, opacity: 0.62 })
  if (footer.lines.length) texts.push(footer)

  return {
    width: POSTER_WIDTH,
    height: POSTER_HEIGHT,
    header: { x: 0, y: 0, w: POSTER_WIDTH, h: HEADER },
    hasCover,
    dividerY: DIVIDER,
    texts,
    qr: { x: QR_X, y: QR_Y, w: QR_SIZE, h: QR_SIZE }
  }
}

/** True when two boxes share any area. */
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

const FONT = `font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif"`

/**
 * The poster as SVG without the QR code (a white tile marks its place; the worker puts the code on it). `cover` is
 * the cover as a data: URI already cut to the header band; without one the band is the template's gradient.
 */
export function posterSvg(layout: PosterLayout, look: PosterLook, cover?: string): string {
  const [a, b] = look.accent
  const texts = layout.texts
    .flatMap(t =>
      t.lines.map(
        (line, i) =>
          `<text x="${t.x}" y="${Math.round(t.y + ASCENT * t.fontSize + i * t.lineHeight)}" font-size="${t.fontSize}"${t.bold ? ' font-weight="700"' : ''} fill="${escapeXml(t.color)}"${t.opacity < 1 ? ` opacity="${t.opacity}"` : ''} ${FONT}>${escapeXml(line)}</text>`
      )
    )
    .join('\n')
  const { qr, header } = layout
  const brand = layout.texts.find(t => t.role === 'brand' && t.lines.length)
  const band =
    cover && layout.hasCover
      ? `<image x="0" y="0" width="${header.w}" height="${header.h}" preserveAspectRatio="xMidYMid slice" href="${escapeXml(cover)}"/>` +
        (brand
          ? `\n<rect x="${brand.x - 14}" y="${brand.y - 8}" width="${Math.ceil(textWidth(brand.lines[0], brand.fontSize)) + 28}" height="${Math.ceil(brand.h) + 16}" rx="8" fill="#000" opacity="0.42"/>`
          : '')
      : `<rect width="${header.w}" height="${header.h}" fill="url(#g)"/>
<circle cx="${layout.width - 110}" cy="90" r="170" fill="#fff" opacity="0.14"/>
<circle cx="120" cy="${header.h}" r="120" fill="#fff" opacity="0.1"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(a)}"/><stop offset="1" stop-color="${escapeXml(b)}"/></linearGradient>
<clipPath id="h"><rect width="${header.w}" height="${header.h}"/></clipPath></defs>
<rect width="${layout.width}" height="${layout.height}" fill="${escapeXml(look.background)}"/>
<g clip-path="url(#h)">
${band}
</g>
<line x1="${MARGIN}" y1="${layout.dividerY}" x2="${layout.width - MARGIN}" y2="${layout.dividerY}" stroke="${escapeXml(look.color)}" stroke-opacity="0.14" stroke-width="2"/>
<rect x="${qr.x - 8}" y="${qr.y - 8}" width="${qr.w + 16}" height="${qr.h + 16}" rx="12" fill="#ffffff"/>
${texts}
</svg>`
}

/** Colour values a template may use (a CSS hex colour); anything else falls back, so no markup reaches the drawing. */
const safeColour = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value.trim()) ? value.trim() : fallback)

/** A template row's look: its background and text colours and its "#a,#b" header gradient. */
export function lookOf(t: { background?: string; color?: string; accent?: string }): PosterLook {
  const color = safeColour(t.color, '#1f2329')
  const [a, b] = (t.accent ?? '').split(',')
  const first = safeColour(a, color)
  return { background: safeColour(t.background, '#ffffff'), color, accent: [first, safeColour(b, first)] }
}
