import os from 'node:os'
import type { FastifyRequest } from 'fastify'
import type { ExtensionName, SubscribePlatform, SubscribeTemplates } from '../../types/contract'
import type { SecurityConfig, ServerConfig } from '../config'
import type { Db } from '../db'
import type { WorkPool } from '../lib/pool'
import type { MessageSender } from './outbox'

/** The per-minute limits and upload file quota of the config, each documented there. */
type RequestLimits = Pick<
  ServerConfig,
  | 'analyticsPerMinute'
  | 'qrPerMinute'
  | 'imagesPerMinute'
  | 'uploadQuotaFiles'
  | 'postersPerMinute'
  | 'postersPerIpPerMinute'
  | 'aiPerMinute'
  | 'aiPerIpPerMinute'
  | 'writesPerMinute'
  | 'writesPerIpPerMinute'
  | 'viewsPerIpPerMinute'
  | 'cardTapsPerMinute'
  | 'doorPerMinute'
>

/** What every route module gets: the server's settings (server/config.ts, read once) in the units services use, and its parts. */
export interface Ctx {
  db: Db
  dataDir: string
  uploadsDir: string
  postersDir: string
  staticDir: string | null
  smsFixedCode: string | null
  editorOrigins: string[]
  /** Pages on http://localhost may frame the app (development; FRAME_LOCALHOST). */
  frameLocalhost: boolean
  /** Landing pages are answered with their first screen painted (off: the plain app shell). */
  paint: boolean
  /** Human-facing log lines (SMS codes): the logger when on, else stdout outside tests. */
  print: (line: string) => void
  /** PUBLIC_ORIGIN when set, else http://localhost:<the listening port>; per request, see originOf. */
  publicOrigin: () => string
  /** PUBLIC_ORIGIN was set: every absolute link uses it, whatever the request's Host. */
  originConfigured: boolean
  /** The demo's stand-in for the enterprise messenger: a contact counts as added this long after its code was shown (DEMO_CP_ADD_DELAY_S). */
  demoCpAddDelayMs: number
  /** Pause between the streamed chunks of an assistant answer (ms). */
  aiStreamDelayMs: number
  /** The clock of time-based rules that tests drive (ms since 1970). */
  now: () => number
  /** SMS codes, visitor accounts and sessions (docs/server.md "Security settings"). */
  security: SecurityConfig
  /** Limits for content, links, uploads and errors as the config has them (docs/server.md "Security settings"), the upload quota in bytes. */
  limits: RequestLimits & { uploadQuotaBytes: number }
  /** Extensions beyond the specification's API this server offers (EXTENSIONS; docs/endpoints.md "Extensions"). */
  extensions: ReadonlySet<ExtensionName>
  /** Worker threads for CPU-heavy work (server/lib/pool.ts); closed with the server. */
  pool: WorkPool
  /** Painted-page cache bound in bytes (PAGE_CACHE_MB). */
  pageCacheBytes: number
  /** Analytics storage: rows kept this many days and at most this many bytes (ANALYTICS_RETENTION_DAYS, ANALYTICS_MAX_MB). */
  analyticsStore: { retentionDays: number; maxBytes: number }
  /** Promoter statistics: distinct visitors counted per client address, promoter and day (PROMOTION_VISITORS_PER_IP). */
  promotionVisitorsPerIp: number
  /** How long a waitlist offer holds its seat (WAITLIST_OFFER_HOURS), in ms. */
  waitlistOfferMs: number
  /** Subscribe-message templates per mini-program (WX_/TT_TMPL_WAITLIST_OFFER, WX_/TT_TMPL_EVENT_REMINDER; null = none). */
  subscribeTemplates: Record<SubscribePlatform, SubscribeTemplates>
  /** Delivers the outbox's subscribe messages (the local server has no credentials: server/services/outbox.ts). */
  messageSender: MessageSender
}

/** Names this machine answers to: loopback, its host name and the addresses of its network interfaces. */
function ownHostnames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', os.hostname().toLowerCase()])
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) names.add(a.family === 'IPv6' ? `[${a.address.replace(/%.*$/, '')}]` : a.address)
  }
  return names
}

/**
 * The origin of the absolute links a request gets (promotion and short links, the QR codes in posters):
 * PUBLIC_ORIGIN when the company configured one; else the origin the visitor is on, when its Host names this
 * machine (loopback, its host name or one of its addresses) at the port the server listens on; else the
 * default. A forged Host never reaches a link: it is not one of those names.
 */
export function originOf(ctx: Pick<Ctx, 'publicOrigin' | 'originConfigured'>, req?: Pick<FastifyRequest, 'host' | 'protocol'>): string {
  const fallback = ctx.publicOrigin()
  if (ctx.originConfigured || !req?.host) return fallback
  let asked: URL
  try {
    asked = new URL(`${req.protocol === 'https' ? 'https' : 'http'}://${req.host}`)
  } catch {
    return fallback
  }
  const port = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80')
  const own = ownHostnames().has(asked.hostname.toLowerCase()) && port(asked) === port(new URL(fallback))
  return own && !asked.username && !asked.password && asked.pathname === '/' ? asked.origin : fallback
}
