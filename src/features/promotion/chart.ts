/** Geometry of the daily views chart: bars drawn as Views, so it compiles for every platform. */
interface DailyPoint {
  date: string
  pv: number
  uv: number
}

interface ChartBar {
  date: string
  /** Short axis label ("3/05"), empty when thinned out. */
  label: string
  pv: number
  uv: number
  /** Bar heights as a percentage (0..100) of the plot height. */
  pvHeight: number
  uvHeight: number
}

interface ChartGeometry {
  bars: ChartBar[]
  /** Top of the y axis: a round number at or above the largest value. */
  max: number
  /** Y axis ticks from max down to 0 (whole numbers only). */
  ticks: number[]
  totalPv: number
  totalUv: number
}

const safe = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0)

/** The smallest 1/2/5×10^k that is at least value (at least 1): 0→1, 7→10, 12→20, 130→200. */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1
  const power = Math.pow(10, Math.floor(Math.log10(value)))
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power
  }
  return 10 * power
}

/** "2024-03-05" → "3/05"; anything else is shown as given. */
export function shortDate(date: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(date)
  return m ? `${Number(m[1])}/${m[2]}` : date
}

/**
 * Bars for daily pv/uv, oldest first: heights relative to a round axis maximum, and at most
 * maxLabels axis labels (evenly thinned, the last day always labelled).
 */
export function chartGeometry(daily: readonly DailyPoint[] | null | undefined, maxLabels = 7): ChartGeometry {
  const points = (daily || []).map(d => ({ date: String(d.date), pv: safe(d.pv), uv: safe(d.uv) }))
  const top = points.reduce((m, p) => Math.max(m, p.pv, p.uv), 0)
  const max = niceCeil(top)
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, maxLabels)))
  const lastIndex = points.length - 1
  const bars = points.map((p, i) => ({
    date: p.date,
    label: (lastIndex - i) % every === 0 ? shortDate(p.date) : '',
    pv: p.pv,
    uv: p.uv,
    pvHeight: Math.round((p.pv / max) * 1000) / 10,
    uvHeight: Math.round((p.uv / max) * 1000) / 10
  }))
  return {
    bars,
    max,
    ticks: max % 2 === 0 ? [max, max / 2, 0] : [max, 0],
    totalPv: points.reduce((s, p) => s + p.pv, 0),
    totalUv: points.reduce((s, p) => s + p.uv, 0)
  }
}
