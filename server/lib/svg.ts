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

/** A square icon for navigation items. */
export function iconSvg(text: string): string {
  const [a, b] = palette(text)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="96" height="96" rx="28" fill="url(#g)"/>
<text x="48" y="48" dy="0.35em" text-anchor="middle" font-size="40" fill="#fff" ${FONT}>${escapeXml(Array.from(text)[0] || '·')}</text>
</svg>`
}

/** A share poster: cover block, title, summary and a QR code (PNG data URL). */
export function posterSvg(opts: { title: string; summary: string; brand: string; qrDataUrl: string; seed: string; footer: string; background?: string; color?: string }): string {
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
