import { escapeXml } from './svg'

/**
 * Share posters: the layout (boxes that can be checked for overlap) and its drawing. Pure functions, run in the
 * worker pool (server/workers/heavy.ts), which turns the drawing plus the QR code into a PNG.
 */

/** Bump when the drawing changes, so posters made by an older drawing get new addresses. */
export const POSTER_VERSION = 2

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

/** Everything a poster is drawn from: the same recipe always gives the same image (and the same address). */
export interface PosterRecipe {
  v: number
  brand: string
  title: string
  summary: string
  /** Extra full-width lines under the summary (a business card's phone and e-mail). */
  details: string[]
  /** What the QR code holds (an absolute link). */
  link: string
  /** The line under "长按识别二维码". */
  footer: string
  look: PosterLook
  /** Output width: POSTER_WIDTH, or THUMB_WIDTH for a template thumbnail. */
  width: number
}

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface TextBox extends Box {
  role: 'brand' | 'title' | 'summary' | 'detail' | 'scan' | 'footer'
  lines: string[]
  fontSize: number
  lineHeight: number
  bold: boolean
  color: string
  opacity: number
}

export interface PosterLayout {
  width: number
  height: number
  headerHeight: number
  dividerY: number
  texts: TextBox[]
  /** Where the QR code goes (a white tile of this size; the code itself fills it). */
  qr: Box
}

const MARGIN = 48
const HEADER = 400
const DIVIDER = 860
const QR_SIZE = 232
const QR_X = POSTER_WIDTH - MARGIN - QR_SIZE
const QR_Y = 900
/** Gap kept between the left column of the bottom panel and the QR tile. */
const QR_GAP = 28
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

/** Breaks text into at most maxLines lines no wider than maxWidth; a cut last line ends with "…". */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  let i = 0
  for (; i < chars.length; i++) {
    const ch = chars[i]
    if (textWidth(line + ch, fontSize) > maxWidth) {
      lines.push(line.trimEnd())
      line = ''
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
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return 0
  const full = m[1].length === 3 ? [...m[1]].map(c => c + c).join('') : m[1]
  const [r, g, b] = [0, 2, 4].map(i => parseInt(full.slice(i, i + 2), 16) / 255).map(c => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

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
  const h = lines.length ? (lines.length - 1) * lineHeight + (ASCENT + DESCENT) * fontSize : 0
  return { role, lines, x, y: top, w, h, fontSize, lineHeight, ...style }
}

/**
 * Where everything goes. The header band holds the brand; title, summary and details run full width between the
 * header and the divider; under the divider the QR tile sits on the right and the scan hint and footer are wrapped
 * into the column left of it, so no text runs under the code.
 */
export function posterLayout(recipe: PosterRecipe): PosterLayout {
  const full = POSTER_WIDTH - 2 * MARGIN
  const { color, accent } = recipe.look
  const onHeader = luminance(accent[0]) > 0.6 ? '#1f2329' : '#ffffff'
  const texts: TextBox[] = []
  texts.push(block('brand', wrapText(recipe.brand, 34, full, 1), 66, MARGIN, full, 34, 44, { bold: true, color: onHeader, opacity: 1 }))

  // The content blocks share the space between the header and the divider: fewer summary lines when there are details.
  let top = HEADER + 40
  const add = (box: TextBox, gap: number) => {
    if (!box.lines.length) return
    texts.push(box)
    top += box.h + gap
  }
  const details = recipe.details.filter(Boolean)
  add(block('title', wrapText(recipe.title, 40, full, 3), top, MARGIN, full, 40, 54, { bold: true, color, opacity: 1 }), 24)
  add(block('summary', wrapText(recipe.summary, 26, full, details.length ? 2 : 3), top, MARGIN, full, 26, 40, { bold: false, color, opacity: 0.72 }), 20)
  const detailLines = details.flatMap(d => wrapText(d, 26, full, 2)).slice(0, 3)
  add(block('detail', detailLines, top, MARGIN, full, 26, 40, { bold: false, color, opacity: 0.85 }), 0)

  const column = QR_X - QR_GAP - MARGIN
  const scan = block('scan', ['长按识别二维码'], QR_Y + 36, MARGIN, column, 30, 40, { bold: true, color, opacity: 1 })
  texts.push(scan)
  const footer = block('footer', wrapText(recipe.footer, 24, column, 3), scan.y + scan.h + 18, MARGIN, column, 24, 34, { bold: false, color, opacity: 0.62 })
  if (footer.lines.length) texts.push(footer)

  return { width: POSTER_WIDTH, height: POSTER_HEIGHT, headerHeight: HEADER, dividerY: DIVIDER, texts, qr: { x: QR_X, y: QR_Y, w: QR_SIZE, h: QR_SIZE } }
}

/** True when two boxes share any area. */
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

const FONT = `font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif"`

/** The poster as SVG without the QR code (a white tile marks its place; the worker puts the code on it). */
export function posterSvg(layout: PosterLayout, look: PosterLook): string {
  const [a, b] = look.accent
  const texts = layout.texts
    .flatMap(t =>
      t.lines.map(
        (line, i) =>
          `<text x="${t.x}" y="${Math.round(t.y + ASCENT * t.fontSize + i * t.lineHeight)}" font-size="${t.fontSize}"${t.bold ? ' font-weight="700"' : ''} fill="${escapeXml(t.color)}"${t.opacity < 1 ? ` opacity="${t.opacity}"` : ''} ${FONT}>${escapeXml(line)}</text>`
      )
    )
    .join('\n')
  const { qr } = layout
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(a)}"/><stop offset="1" stop-color="${escapeXml(b)}"/></linearGradient>
<clipPath id="h"><rect width="${layout.width}" height="${layout.headerHeight}"/></clipPath></defs>
<rect width="${layout.width}" height="${layout.height}" fill="${escapeXml(look.background)}"/>
<g clip-path="url(#h)">
<rect width="${layout.width}" height="${layout.headerHeight}" fill="url(#g)"/>
<circle cx="${layout.width - 110}" cy="90" r="170" fill="#fff" opacity="0.14"/>
<circle cx="120" cy="${layout.headerHeight}" r="120" fill="#fff" opacity="0.1"/>
</g>
<line x1="${MARGIN}" y1="${layout.dividerY}" x2="${layout.width - MARGIN}" y2="${layout.dividerY}" stroke="${escapeXml(look.color)}" stroke-opacity="0.14" stroke-width="2"/>
<rect x="${qr.x - 8}" y="${qr.y - 8}" width="${qr.w + 16}" height="${qr.h + 16}" rx="12" fill="#ffffff"/>
${texts}
</svg>`
}

/** Colour values a template may use (a CSS hex colour); anything else falls back, so no markup reaches the drawing. */
export const safeColour = (value: string | undefined, fallback: string) =>
  value && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value.trim()) ? value.trim() : fallback

/** A template row's look: its background and text colours and its "#a,#b" header gradient. */
export function lookOf(t: { background?: string; color?: string; accent?: string }): PosterLook {
  const color = safeColour(t.color, '#1f2329')
  const [a, b] = (t.accent ?? '').split(',')
  const first = safeColour(a, color)
  return { background: safeColour(t.background, '#ffffff'), color, accent: [first, safeColour(b, first)] }
}
