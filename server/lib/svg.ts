/** Locally generated images: covers, avatars, logos. Nothing points outside the machine. */
import { GLYPHS } from '../../src/shared/glyphs'

const PALETTES: [string, string][] = [
  ['#2f6bff', '#7a4dff'],
  ['#ff6a3d', '#ffb03a'],
  ['#00a58e', '#4ad29b'],
  ['#d63384', '#ff7aa8'],
  ['#3949ab', '#00acc1'],
  ['#5b3cc4', '#c04dff'],
  ['#e53935', '#ff8a65'],
  ['#00897b', '#26c6da']
]

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, c => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
}

const palette = (seed: string): [string, string] => PALETTES[hash(seed) % PALETTES.length]

/** Splits a title into lines of at most `perLine` characters (CJK counts 1, ASCII 0.55). */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  let width = 0
  for (const ch of Array.from(text)) {
    const w = /\p{ASCII}/u.test(ch) ? 0.55 : 1
    if (width + w > perLine) {
      lines.push(line)
      line = ''
      width = 0
      if (lines.length === maxLines) break
    }
    line += ch
    width += w
  }
  if (lines.length < maxLines && line) lines.push(line)
  if (lines.length === maxLines && lines.join('').length < text.length) {
    lines[maxLines - 1] = lines[maxLines - 1].slice(0, -1) + '…'
  }
  return lines
}

const FONT = `font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif"`

/**
 * The part of a 750×422 cover every card keeps: the centred 422×422 square (what a square tile, a 4:3
 * thumbnail or a 16:9 banner all show when they crop the middle, aspectFill), less a margin. The title and
 * label stay inside it; the soft shapes may be cut.
 */
export const COVER_SAFE_WIDTH = 360

/** A 16:9 cover with a gradient, soft shapes and the title, centred so any crop of the cards keeps it whole. */
export function coverSvg(title: string, seed: string, label = ''): string {
  const [a, b] = palette(seed)
  const size = 40
  const lineHeight = 52
  // At most 8 characters of 40 px (320 px, inside COVER_SAFE_WIDTH) a line, the lines about as long as each other.
  const width = Array.from(title).reduce((w, ch) => w + (/\p{ASCII}/u.test(ch) ? 0.55 : 1), 0)
  const count = Math.min(3, Math.max(1, Math.ceil(width / 8)))
  const lines = wrap(title, Math.min(8, Math.ceil(width / count) + 0.6), 3)
  const h = hash(seed)
  const labelChars = Array.from(label).slice(0, 8)
  const labelBlock = labelChars.length ? 36 + 14 : 0
  const top = 211 - (labelBlock + lines.length * lineHeight) / 2
  const pillWidth = 24 + labelChars.length * 22
  const pill = labelChars.length
    ? `<rect x="${375 - pillWidth / 2}" y="${top}" rx="18" width="${pillWidth}" height="36" fill="#fff" opacity="0.22"/><text x="375" y="${top + 18}" dy="0.35em" text-anchor="middle" font-size="22" fill="#fff" ${FONT}>${escapeXml(labelChars.join(''))}</text>`
    : ''
  const text = lines
    .map(
      (l, i) =>
        `<text x="375" y="${top + labelBlock + i * lineHeight + lineHeight / 2}" dy="0.35em" text-anchor="middle" font-size="${size}" font-weight="700" fill="#fff" ${FONT}>${escapeXml(l)}</text>`
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="422" viewBox="0 0 750 422">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="750" height="422" fill="url(#g)"/>
<circle cx="${620 + (h % 60)}" cy="${80 + (h % 50)}" r="150" fill="#fff" opacity="0.12"/>
<circle cx="${90 + (h % 80)}" cy="400" r="110" fill="#fff" opacity="0.08"/>
${pill}
${text}
</svg>`
}

/**
 * The two characters an avatar shows: a Chinese name's last two (张伟, 欧阳娜娜 → 娜娜), only its Chinese
 * characters counted (a visitor's 访客1234 shows 访客, not "34"); otherwise the first two letters.
 */
export function avatarInitials(name: string): string {
  const chars = Array.from(name.trim() || '?')
  const cjk = chars.filter(c => /\p{Script=Han}/u.test(c))
  if (cjk.length) return cjk.slice(-2).join('')
  const letters = chars.filter(c => /[\p{L}\p{N}]/u.test(c))
  return (letters.length ? letters : chars).slice(0, 2).join('').toUpperCase()
}

/** A round avatar with up to two initials. */
export function avatarSvg(name: string): string {
  const [a, b] = palette(name)
  const initials = avatarInitials(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<circle cx="100" cy="100" r="100" fill="url(#g)"/>
<text x="100" y="100" dy="0.35em" text-anchor="middle" font-size="${initials.length > 1 ? 70 : 90}" font-weight="600" fill="#fff" ${FONT}>${escapeXml(initials)}</text>
</svg>`
}

/** A square logo: rounded tile with a mark, drawn `size` px wide (a tab's icon wants far fewer than a launcher's). */
export function logoSvg(text: string, color = '#2f6bff', size = 256): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#7a4dff"/></linearGradient></defs>
<rect width="256" height="256" rx="56" fill="url(#g)"/>
<path d="M64 160 Q128 40 192 160" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round"/>
<circle cx="128" cy="176" r="18" fill="#fff"/>
<text x="128" y="236" text-anchor="middle" font-size="26" fill="#fff" opacity="0.9" ${FONT}>${escapeXml(Array.from(text).slice(0, 4).join(''))}</text>
</svg>`
}

/** Line glyphs (24×24, stroked) for navigation icons, by key; the seed names them per nav item (shared with the app). */
export const ICON_GLYPHS = GLYPHS

/**
 * A navigation icon: a rounded gradient square with a white line glyph when `text` names one
 * (ICON_GLYPHS), else the first character of `text` (custom items the seed does not know).
 */
export function iconSvg(text: string): string {
  const [a, b] = palette(text)
  const glyph = ICON_GLYPHS[text]
  const body = glyph
    ? `<g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`
    : `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-size="40" fill="#fff" ${FONT}>${escapeXml(Array.from(text)[0] || '·')}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="96" height="96" rx="28" fill="url(#g)"/>
${body}
</svg>`
}
