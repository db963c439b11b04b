import type { FunnelDay, FunnelStages } from '../../../types/contract'
import { niceCeil, shortDate } from './chart'
import { METRIC } from './metrics'

/**
 * The promoter funnel as pictures and words: the stages with their conversion, the trend as an SVG line chart
 * (a data: URL an Image shows on the web and in mini-programs alike, as the check-in charts do), and the
 * sentences a screen reader reads instead of the pictures.
 */

interface FunnelStage {
  key: keyof FunnelStages
  label: string
  value: number
  /** Width of its bar, 0..100, relative to the widest stage (a stage with people is never thinner than 8). */
  width: number
  /** Share of the stage before it, 0..100, rounded; null for the first stage or after an empty one. */
  rate: number | null
}

/** The stages' names: the names the summary tiles and the trends give the same numbers. */
export const STAGE_LABELS: Record<keyof FunnelStages, string> = {
  visits: METRIC.visitors,
  registrations: METRIC.registrations,
  approved: METRIC.approved,
  checkedIn: METRIC.checkedIn
}
const ORDER: (keyof FunnelStages)[] = ['visits', 'registrations', 'approved', 'checkedIn']

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

/** The four stages, widest first, each with its conversion from the stage before. */
export function funnelStages(stages: Partial<FunnelStages> | null | undefined): FunnelStage[] {
  const values = ORDER.map(key => count(stages?.[key]))
  const max = Math.max(1, ...values)
  return ORDER.map((key, i) => {
    const value = values[i]
    const before = i > 0 ? values[i - 1] : 0
    return {
      key,
      label: STAGE_LABELS[key],
      value,
      width: value > 0 ? Math.max(8, Math.round((value / max) * 100)) : 0,
      rate: i > 0 && before > 0 ? Math.round((value / before) * 100) : null
    }
  })
}

/** What the funnel says, in one sentence ("访问 25 人，报名 12 人（48%），…"). */
export function funnelSummary(stages: FunnelStage[]): string {
  return stages.map(s => `${s.label} ${s.value} 人${s.rate === null ? '' : `（${s.rate}%）`}`).join('，')
}

/** The trend's series: key, name and colour (visits wear the theme colour). */
export const TREND_SERIES: { key: keyof Omit<FunnelDay, 'date'>; label: string; color: string | null }[] = [
  { key: 'visits', label: METRIC.visitors, color: null },
  { key: 'registrations', label: METRIC.registrations, color: '#ff8a00' },
  { key: 'checkedIn', label: METRIC.checkedIn, color: '#16a34a' }
]

interface TrendBox {
  width: number
  height: number
  padTop: number
  padBottom: number
  padLeft: number
  padRight: number
}

export const TREND_BOX: TrendBox = { width: 320, height: 150, padTop: 10, padBottom: 20, padLeft: 26, padRight: 8 }

interface TrendGeometry {
  /** Top of the y axis: a round number at or above the largest value. */
  max: number
  /** Per series: its points as "x,y" pairs for a polyline. */
  lines: { key: string; label: string; color: string | null; points: [number, number][]; total: number }[]
  /** X axis labels (thinned to at most `maxLabels`; the last day always labelled). */
  labels: { x: number; text: string }[]
  /** Y positions of the axis ticks (max and 0, and half when it is whole). */
  ticks: { y: number; value: number }[]
}

const round = (n: number) => Math.round(n * 10) / 10

/** Lines for the days, oldest first, scaled to a round axis maximum. */
export function trendGeometry(daily: readonly FunnelDay[] | null | undefined, box: TrendBox = TREND_BOX, maxLabels = 6): TrendGeometry {
  const days = (daily || []).map(d => ({ date: String(d.date), visits: count(d.visits), registrations: count(d.registrations), checkedIn: count(d.checkedIn) }))
  const max = niceCeil(Math.max(0, ...days.flatMap(d => [d.visits, d.registrations, d.checkedIn])))
  const plotWidth = box.width - box.padLeft - box.padRight
  const plotHeight = box.height - box.padTop - box.padBottom
  const baseline = box.height - box.padBottom
  const x = (i: number) => round(box.padLeft + (days.length > 1 ? (plotWidth * i) / (days.length - 1) : plotWidth / 2))
  const y = (v: number) => round(baseline - (v / max) * plotHeight)
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, maxLabels)))
  const last = days.length - 1
  return {
    max,
    lines: TREND_SERIES.map(s => ({
      key: s.key,
      label: s.label,
      color: s.color,
      points: days.map((d, i) => [x(i), y(d[s.key])] as [number, number]),
      total: days.reduce((n, d) => n + d[s.key], 0)
    })),
    labels: days.flatMap((d, i) => ((last - i) % every === 0 ? [{ x: x(i), text: shortDate(d.date) }] : [])),
    ticks: (max % 2 === 0 ? [max, max / 2, 0] : [max, 0]).map(value => ({ value, y: y(value) }))
  }
}

/** An SVG inside an image does not inherit the page font. */
const FONT = "-apple-system, 'PingFang SC', 'Helvetica Neue', 'Noto Sans CJK SC', sans-serif"

/** Only plain colour values reach the SVG (no markup through a theme colour). */
export function safeColor(color: string | null | undefined, fallback = '#DB2231'): string {
  const c = String(color || '')
  return /^#[0-9a-f]{3,8}$/i.test(c) || /^rgba?\([\d\s.,%]+\)$/i.test(c) ? c : fallback
}

/** The trend as an SVG document: grid, y ticks, date labels and one line per series (dots when the days are few). */
export function trendSvg(daily: readonly FunnelDay[] | null | undefined, themeColor: string, box: TrendBox = TREND_BOX): string {
  const g = trendGeometry(daily, box)
  const text = (x: number, y: number, value: string | number, anchor: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="10" fill="#8f959e" text-anchor="${anchor}">${value}</text>`
  const grid = g.ticks
    .map(
      t =>
        `<line x1="${box.padLeft}" y1="${t.y}" x2="${box.width - box.padRight}" y2="${t.y}" stroke="#eef0f4" stroke-width="1"/>${text(box.padLeft - 4, t.y + 3, t.value, 'end')}`
    )
    .join('')
  // The last day's label ends at its point: centred there, half of it would fall off the chart's right edge.
  const right = box.width - box.padRight
  const labels = g.labels.map(l => text(l.x, box.height - 5, l.text, l.x >= right - 1 ? 'end' : 'middle')).join('')
  const dots = (daily?.length ?? 0) <= 14
  const lines = g.lines
    .map(l => {
      const color = safeColor(l.color ?? themeColor)
      const points = l.points.map(p => p.join(',')).join(' ')
      const marks = dots ? l.points.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="2.5" fill="${color}"/>`).join('') : ''
      return `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>${marks}`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}">${grid}${labels}${lines}</svg>`
}

/**
 * What the trend shows, in words: the days and each series' total (the period's number when given: visitors once
 * however many days they came) and busiest day.
 */
export function trendSummary(daily: readonly FunnelDay[] | null | undefined, period?: Omit<FunnelDay, 'date'> | null): string {
  const days = daily || []
  if (!days.length) return '暂无趋势数据'
  const parts = TREND_SERIES.map(s => {
    const total = period ? count(period[s.key]) : days.reduce((n, d) => n + count(d[s.key]), 0)
    const best = days.reduce((b, d) => (count(d[s.key]) > count(b[s.key]) ? d : b), days[0])
    return total > 0 ? `${s.label}共 ${total}，最多在 ${shortDate(best.date)}（${count(best[s.key])}）` : `${s.label}共 0`
  })
  return `近 ${days.length} 天趋势：${parts.join('；')}`
}

/** An SVG document as a data: URL an Image can show. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
