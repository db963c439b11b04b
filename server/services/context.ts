import type { Db } from '../db'

/** What every route module gets. */
export interface Ctx {
  db: Db
  dataDir: string
  uploadsDir: string
  postersDir: string
  staticDir: string | null
  smsFixedCode: string | null
  editorOrigins: string[]
  /** Landing pages are answered with their first screen painted (off: the plain app shell). */
  paint: boolean
  /** Human-facing log lines (SMS codes): the logger when on, else stdout outside tests. */
  print: (line: string) => void
  /** Origin of every absolute link, poster and QR code (PUBLIC_ORIGIN; never the Host header). */
  publicOrigin: () => string
  /** The demo's stand-in for the enterprise messenger: a contact counts as added this long after its code was shown (DEMO_CP_ADD_DELAY_S). */
  demoCpAddDelayMs: number
  /** The clock of time-based rules that tests drive (ms since 1970). */
  now: () => number
  /** Limits for content, links, uploads and errors (docs/server.md "Security settings"). */
  limits: { analyticsPerMinute: number; qrPerMinute: number; imagesPerMinute: number; uploadQuotaBytes: number; uploadQuotaFiles: number }
}

/** The configured public origin (PUBLIC_ORIGIN): links inside QR codes and posters never follow the Host header. */
export function originOf(ctx: Pick<Ctx, 'publicOrigin'>): string {
  return ctx.publicOrigin()
}
