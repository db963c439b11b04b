/**
 * The pure parts of `npm run bench -- --slow` (scripts/bench-slow.ts): its options, medians and spreads of runs,
 * ratios to the empty app, and the printed tables. No browser, no server: test/scripts/bench-stats.test.ts.
 */

export interface SlowOptions {
  /** Measured loads of each page (and of the empty app, interleaved), and runs of each interaction. */
  runs: number
  /** Page names, and starts of interaction names, to measure (null: all). */
  pages: string[] | null
  /** Skip the Lighthouse runs (the CDP runs only: FCP, usable, takeover). */
  lighthouse: boolean
  /** Skip the interaction-latency run, or run only it. */
  interactions: boolean
  loads: boolean
}

/** `--runs=N` (default 5), `--pages=a,b`, `--no-lighthouse`, `--only-interactions`, `--no-interactions`; other arguments (`--slow`) are ignored. */
export function parseSlowOptions(argv: string[]): SlowOptions {
  const options: SlowOptions = { runs: 5, pages: null, lighthouse: true, interactions: true, loads: true }
  for (const arg of argv) {
    const [key, value] = arg.split(/=(.*)/s, 2)
    if (key === '--runs') {
      const runs = Number(value)
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, got ${JSON.stringify(value)}`)
      options.runs = runs
    } else if (key === '--pages') {
      const pages = (value || '')
        .split(',')
        .map(p => p.trim())
        .filter(Boolean)
      if (pages.length === 0) throw new Error('--pages wants a comma list of page names')
      options.pages = pages
    } else if (key === '--no-lighthouse') options.lighthouse = false
    else if (key === '--no-interactions') options.interactions = false
    else if (key === '--only-interactions') options.loads = false
  }
  return options
}

/** The median of the values that were measured (null: not measured in that run); null when none was. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b)
  if (known.length === 0) return null
  const mid = Math.floor(known.length / 2)
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2
}

/** Lowest and highest of the measured values, null when none was. */
export function spread(values: (number | null)[]): { min: number; max: number } | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v))
  return known.length ? { min: Math.min(...known), max: Math.max(...known) } : null
}

/** value ÷ the empty app's value; null when either is missing or the floor is 0. */
export function ratio(value: number | null, floor: number | null): number | null {
  return value === null || floor === null || floor <= 0 ? null : value / floor
}

/** A time in seconds with two decimals ("1.23 s"), "–" when not measured. */
export const seconds = (ms: number | null): string => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`)

/** A ratio as "0.53×", "–" when not measured. */
export const times = (r: number | null): string => (r === null ? '–' : `${r.toFixed(2)}×`)

/** Times in milliseconds as their median with the runs' spread: "1.23 s (1.10–1.40)", or in ms: "312 ms (280–410)". */
export function withSpread(values: (number | null)[], unit: 's' | 'ms' = 's'): string {
  const m = median(values)
  const s = spread(values)
  if (m === null || !s) return '–'
  const [show, bare] =
    unit === 's' ? [seconds, (v: number) => (v / 1000).toFixed(2)] : [(v: number) => `${Math.round(v)} ms`, (v: number) => String(Math.round(v))]
  return s.min === s.max ? show(m) : `${show(m)} (${bare(s.min)}–${bare(s.max)})`
}

/** An interaction's latency: Event Timing reports nothing under its 16 ms threshold, which a run records as 0. */
export const latency = (ms: number | null): string => (ms === null ? '–' : ms < 16 ? '<16 ms' : `${Math.round(ms)} ms`)

/** A plain-text table: columns padded to their widest cell (header included), two spaces apart. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map(r => (r[i] || '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (c || '').padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map(w => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** The same table as Markdown, for docs/performance.md. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
