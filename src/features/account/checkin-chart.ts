import type { CheckinStatistic } from '../../../types/contract'

/**
 * Check-in statistics as pictures: pure geometry plus an SVG string. The SVG goes into an Image as a
 * data: URL, which renders the same on the web and in mini-programs.
 */

interface ChartBox {
  width: number
  height: number
  /** Room for the hour labels under the bars and the counts above them. */
  padTop: number
  padBottom: number
  padX: number
}

export const DEFAULT_BOX: ChartBox = { width: 320, height: 160, padTop: 18, padBottom: 22, padX: 8 }

interface BarGeometry {
  x: number
  y: number
  width: number
  height: number
  label: string
  count: number
}

/** Bars for check-ins per hour: heights scale to the busiest hour, zero-count hours keep a 1px stub. */
export function hourBars(byHour: CheckinStatistic['byHour'], box: ChartBox = DEFAULT_BOX): BarGeometry[] {
  const rows = (byHour || []).filter(r => r && typeof r.count === 'number' && Number.isFinite(r.count))
  if (rows.length === 0) return []
  const max = Math.max(1, ...rows.map(r => Math.max(0, r.count)))
  const plotWidth = box.width - box.padX * 2
  const plotHeight = box.height - box.padTop - box.padBottom
  const slot = plotWidth / rows.length
  const width = Math.max(2, Math.min(28, slot * 0.6))
  const baseline = box.height - box.padBottom
  return rows.map((r, i) => {
    const count = Math.max(0, r.count)
    const height = count === 0 ? 1 : Math.max(2, (count / max) * plotHeight)
    return {
      x: round(box.padX + slot * i + (slot - width) / 2),
      y: round(baseline - height),
      width: round(width),
      height: round(height),
      label: hourLabel(r.hour),
      count
    }
  })
}

/** "2024-05-01T09:00:00" or "09:00" or "9" → "9时". */
export function hourLabel(hour: string): string {
  const text = String(hour ?? '')
  const match = /[T\s](\d{1,2}):\d{2}/.exec(text) || /^(\d{1,2})(?::\d{2})?$/.exec(text.trim())
  return match ? `${Number(match[1])}时` : text
}

interface RingGeometry {
  /** 0..100, rounded. */
  percent: number
  circumference: number
  /** stroke-dasharray "filled rest". */
  dash: string
}

/** A ratio ring: part of total (clamped to 0..1; 0 when total is 0). */
export function ratioRing(part: number, total: number, radius: number): RingGeometry {
  const ratio = total > 0 && Number.isFinite(part) ? Math.min(1, Math.max(0, part / total)) : 0
  const circumference = 2 * Math.PI * radius
  const filled = round(circumference * ratio)
  return { percent: Math.round(ratio * 100), circumference: round(circumference), dash: `${filled} ${round(circumference - filled)}` }
}

/** The rate a ring shows: checked in of approved attendees (registered when nobody needed approval). */
export function checkinRate(stat: Pick<CheckinStatistic, 'registered' | 'approved' | 'checkedIn'>): RingGeometry {
  const base = stat.approved > 0 ? stat.approved : stat.registered
  return ratioRing(stat.checkedIn, base, 36)
}

/** An SVG inside an image does not inherit the page font. */
const FONT = "-apple-system, 'PingFang SC', 'Helvetica Neue', 'Noto Sans CJK SC', sans-serif"

const escapeXml = (text: string) => text.replace(/[<>&"']/g, c => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** The hourly bar chart as an SVG document. */
export function hourBarsSvg(byHour: CheckinStatistic['byHour'], color: string, box: ChartBox = DEFAULT_BOX): string {
  const bars = hourBars(byHour, box)
  const baseline = box.height - box.padBottom
  const fill = safeColor(color)
  const every = Math.max(1, Math.ceil(bars.length / 8))
  const parts = bars.map((b, i) => {
    const cx = round(b.x + b.width / 2)
    const label =
      i % every === 0
        ? `<text x="${cx}" y="${box.height - 6}" font-family="${FONT}" font-size="10" fill="#646a73" text-anchor="middle">${escapeXml(b.label)}</text>`
        : ''
    const count =
      b.count > 0 ? `<text x="${cx}" y="${round(b.y - 4)}" font-family="${FONT}" font-size="10" fill="#4e5563" text-anchor="middle">${b.count}</text>` : ''
    return `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="2" fill="${fill}"/>${count}${label}`
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}">` +
    `<line x1="${box.padX}" y1="${baseline}" x2="${box.width - box.padX}" y2="${baseline}" stroke="#e5e7eb" stroke-width="1"/>` +
    parts.join('') +
    '</svg>'
  )
}

/** The check-in rate ring as an SVG document (percentage in the middle). */
export function rateRingSvg(stat: Pick<CheckinStatistic, 'registered' | 'approved' | 'checkedIn'>, color: string): string {
  const ring = checkinRate(stat)
  const size = 96
  const c = size / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<circle cx="${c}" cy="${c}" r="36" fill="none" stroke="#eef0f4" stroke-width="10"/>` +
    // No arc at 0%: a round cap on an empty stroke would still draw a dot.
    (ring.percent > 0
      ? `<circle cx="${c}" cy="${c}" r="36" fill="none" stroke="${safeColor(color)}" stroke-width="10" stroke-linecap="round" stroke-dasharray="${ring.dash}" transform="rotate(-90 ${c} ${c})"/>`
      : '') +
    `<text x="${c}" y="${c + 6}" font-family="${FONT}" font-size="18" font-weight="600" fill="#1f2329" text-anchor="middle">${ring.percent}%</text>` +
    '</svg>'
  )
}

/** An SVG document as a data: URL an Image can show. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Only plain colour values reach the SVG (no markup injection through a theme colour). */
function safeColor(color: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(color) || /^rgba?\([\d\s.,%]+\)$/i.test(color) ? color : '#DB2231'
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}
