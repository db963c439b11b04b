/** Locally generated images: covers, avatars, logos. Nothing points outside the machine. */

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

export function hash(text: string): number {
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

export const palette = (seed: string): [string, string] => PALETTES[hash(seed) % PALETTES.length]

/** Splits a title into lines of at most `perLine` characters (CJK counts 1, ASCII 0.55). */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
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

/** A 16:9 cover with a gradient, soft shapes and the title. */
export function coverSvg(title: string, seed: string, label = ''): string {
  const [a, b] = palette(seed)
  const lines = wrap(title, 13, 2)
  const h = hash(seed)
  const text = lines
    .map((l, i) => `<text x="48" y="${230 + i * 62 - (lines.length - 1) * 31}" font-size="48" font-weight="700" fill="#fff" ${FONT}>${escapeXml(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="422" viewBox="0 0 750 422">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="750" height="422" fill="url(#g)"/>
<circle cx="${620 + (h % 60)}" cy="${80 + (h % 50)}" r="150" fill="#fff" opacity="0.12"/>
<circle cx="${90 + (h % 80)}" cy="400" r="110" fill="#fff" opacity="0.08"/>
${label ? `<rect x="48" y="48" rx="16" width="${24 + Array.from(label).length * 26}" height="40" fill="#fff" opacity="0.22"/><text x="60" y="77" font-size="24" fill="#fff" ${FONT}>${escapeXml(label)}</text>` : ''}
${text}
</svg>`
}

/** A round avatar with up to two initials. */
export function avatarSvg(name: string): string {
  const [a, b] = palette(name)
  const chars = Array.from(name.trim() || '?')
  const initials = /^\p{ASCII}+$/u.test(name) ? chars.slice(0, 2).join('').toUpperCase() : chars.slice(-2).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<circle cx="100" cy="100" r="100" fill="url(#g)"/>
<text x="100" y="100" dy="0.35em" text-anchor="middle" font-size="${initials.length > 1 ? 70 : 90}" font-weight="600" fill="#fff" ${FONT}>${escapeXml(initials)}</text>
</svg>`
}

/** A square logo: rounded tile with a mark. */
export function logoSvg(text: string, color = '#2f6bff'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#7a4dff"/></linearGradient></defs>
<rect width="256" height="256" rx="56" fill="url(#g)"/>
<path d="M64 160 Q128 40 192 160" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round"/>
<circle cx="128" cy="176" r="18" fill="#fff"/>
<text x="128" y="236" text-anchor="middle" font-size="26" fill="#fff" opacity="0.9" ${FONT}>${escapeXml(Array.from(text).slice(0, 4).join(''))}</text>
</svg>`
}

/** Line glyphs (24×24, stroked) for navigation icons, by key; the seed names them per nav item. */
export const ICON_GLYPHS: Record<string, string> = {
  blog: '<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="M13 7l4 4"/>',
  insight: '<path d="M9 18h6"/><path d="M10 21h4"/><path d="M12 3a6 6 0 0 0-4 10.5V16h8v-2.5A6 6 0 0 0 12 3z"/>',
  about: '<path d="M3 21h18"/><path d="M5 21V5l8-2v18"/><path d="M13 9h6v12"/><path d="M8 8h2M8 12h2M8 16h2M16 13h0.01M16 17h0.01"/>',
  trial: '<path d="M9 3h6v3H9z"/><path d="M7 4.5H5V21h14V4.5h-2"/><path d="M8.5 13l2.5 2.5 4.5-5"/>',
  asset: '<rect x="3.5" y="5" width="17" height="14" rx="2"/><circle cx="15.5" cy="9.5" r="1.5"/><path d="M4 17l5-5 4 4 2.5-2.5L20 18"/>',
  miniapp:
    '<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="3.5"/><rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>',
  report: '<path d="M6 3h9l4 4v14H6z"/><path d="M14 3v5h5"/><path d="M9.5 17v-3M12.5 17v-6M15.5 17v-4"/>',
  checkin: '<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>',
  partner: '<circle cx="9" cy="8" r="3"/><circle cx="17" cy="9" r="2.5"/><path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6"/><path d="M15.5 14.3c3 0 5.5 2.2 5.5 5.7"/>',
  video: '<rect x="3" y="6" width="13" height="12" rx="2"/><path d="M16 10.5l5-3v9l-5-3"/>',
  phone: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
  event: '<rect x="3.5" y="5" width="17" height="15" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/>',
  course: '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z"/><path d="M4 20.5A2.5 2.5 0 0 0 6.5 23"/><path d="M9 8h7"/>',
  gift: '<rect x="3.5" y="8" width="17" height="4" rx="1"/><path d="M5 12v9h14v-9M12 8v13"/><path d="M12 8S10.5 3 8 4.5 9.5 8 12 8zM12 8s1.5-5 4-3.5S14.5 8 12 8z"/>',
  more: '<circle cx="6" cy="12" r="1.5"/><circle cx="12" cy="12" r="1.5"/><circle cx="18" cy="12" r="1.5"/>'
}

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

/** A share poster: cover block, title, summary and a QR code (PNG data URL). */
export function posterSvg(opts: {
  title: string
  summary: string
  brand: string
  qrDataUrl: string
  seed: string
  footer: string
  background?: string
  color?: string
}): string {
  const [a, b] = palette(opts.seed)
  const bg = opts.background || '#ffffff'
  const color = opts.color || '#1f2329'
  const title = wrap(opts.title, 15, 3)
    .map((l, i) => `<text x="48" y="${520 + i * 52}" font-size="40" font-weight="700" fill="${color}" ${FONT}>${escapeXml(l)}</text>`)
    .join('')
  const summary = wrap(opts.summary, 22, 3)
    .map((l, i) => `<text x="48" y="${700 + i * 38}" font-size="26" fill="${color}" opacity="0.7" ${FONT}>${escapeXml(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="750" height="1200" viewBox="0 0 750 1200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="750" height="1200" fill="${escapeXml(bg)}"/>
<rect x="0" y="0" width="750" height="440" fill="url(#g)"/>
<circle cx="640" cy="90" r="170" fill="#fff" opacity="0.12"/>
<text x="48" y="110" font-size="34" fill="#fff" font-weight="600" ${FONT}>${escapeXml(opts.brand)}</text>
${title}
${summary}
<line x1="48" y1="860" x2="702" y2="860" stroke="#e5e6eb" stroke-width="2"/>
<image x="470" y="900" width="232" height="232" href="${opts.qrDataUrl}" xlink:href="${opts.qrDataUrl}"/>
<text x="48" y="980" font-size="30" fill="${color}" font-weight="600" ${FONT}>长按识别二维码</text>
<text x="48" y="1030" font-size="24" fill="${color}" opacity="0.6" ${FONT}>${escapeXml(opts.footer)}</text>
</svg>`
}
