import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ExtensionName, SubscribePlatform, SubscribeTemplates } from '../types/contract'
import { parseExtensions } from './lib/extensions'
import { isCellphone } from '../src/shared/phone'

/** The repository: one folder up from server/ (the TypeScript sources), two from dist/server/ (the build). */
export const REPO_ROOT = path.resolve(__dirname, __filename.endsWith('.ts') ? '..' : '../..')

/** Worker threads by default: every core but one (the event loop's), at least one. */
const defaultWorkers = () => Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1)

/**
 * Every setting of the server, read once (readConfig) and passed down: `buildServer(config)` takes it, or a part of it
 * over the defaults (withDefaults). Nothing else in server/ reads the environment.
 */
export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  /** The H5 build served under BASE_PATH (STATIC_DIR); a built server without one (tests, tools) has null: no build served. */
  staticDir: string | null
  /** Always-accepted SMS code; null disables it (random codes only). */
  smsFixedCode: string | null
  /** Origins allowed to frame the app (the visual editor). */
  editorOrigins: string[]
  /** http://localhost:* and http://127.0.0.1:* may frame the app too (development): FRAME_LOCALHOST, default on unless NODE_ENV=production. */
  frameLocalhost: boolean
  /** Abuse limits and the scope of the fixed SMS code (see docs/server.md "Security settings"). */
  security: SecurityConfig
  /** PUBLIC_ORIGIN; null when unset: links follow a Host that names this machine, else http://localhost:<the listening port> (services/context.ts originOf). */
  publicOrigin: string | null
  /** /api/dev/* (the analytics inspector) is served only when true (DEV_ENDPOINTS=1, or NODE_ENV=test). */
  devEndpoints: boolean
  /** Landing pages are answered with their first screen painted (docs/first-paint.md); PAINT=0: the plain app shell. */
  paint: boolean
  /** Fastify's request log, JSON lines (LOG=1). */
  logger: boolean
  /** Analytics posts per client address per minute (0 = no limit). */
  analyticsPerMinute: number
  /** QR codes made (not cached) per client address per minute (0 = no limit). */
  qrPerMinute: number
  /** Drawn images rasterised (not cached) per client address per minute (0 = no limit). */
  imagesPerMinute: number
  /** Upload quota per account per 24 hours. */
  uploadQuotaMb: number
  uploadQuotaFiles: number
  /** Reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr names); empty = none. */
  trustProxy: string[]
  /** Extensions beyond the specification's API (EXTENSIONS: all, none or a list). */
  extensions: ExtensionName[]
  /** Worker threads for posters, QR codes, images and AI answers, and the tasks that may wait for them. */
  workers: number
  workQueue: number
  /** New posters per account and per client address per minute (0 = no limit). */
  postersPerMinute: number
  postersPerIpPerMinute: number
  /** AI questions per account and per client address per minute (0 = no limit). */
  aiPerMinute: number
  aiPerIpPerMinute: number
  /** Writes per account and per client address per minute (0 = no limit). */
  writesPerMinute: number
  writesPerIpPerMinute: number
  /** Views of one content item counted per client address per minute (the rest are answered, not counted). */
  viewsPerIpPerMinute: number
  /** Assistant-card taps counted per visitor and per client address per minute. */
  cardTapsPerMinute: number
  /** Door operations (check-in, sign-out look-ups) per operator account per minute (0 = no limit). */
  doorPerMinute: number
  /** Painted-page cache bound in bytes, PAGE_CACHE_MB (its entries are also capped at 500). */
  pageCacheBytes: number
  /** Analytics rows older than this are deleted; beyond the size cap (ANALYTICS_MAX_MB, in bytes) the oldest go first. */
  analyticsRetentionDays: number
  analyticsMaxBytes: number
  /** Distinct visitors counted per client address, promoter and day (promoter statistics). */
  promotionVisitorsPerIp: number
  /** Seconds after the enterprise-contact code was shown that the demo counts the contact as added. */
  demoCpAddDelayS: number
  /** Pause between the streamed chunks of an assistant answer, as a model would write it (ms). */
  aiStreamDelayMs: number
  /** Hours a waitlist offer holds its seat before it passes to the next person. */
  waitlistOfferHours: number
  /** Seconds between the scheduler's rounds (reminders, waitlist expiries). */
  schedulerIntervalS: number
  /** Subscribe-message templates per mini-program (WX_/TT_TMPL_WAITLIST_OFFER, WX_/TT_TMPL_EVENT_REMINDER; null = none). */
  subscribeTemplates: Record<SubscribePlatform, SubscribeTemplates>
}

export interface SecurityConfig {
  /** The only cellphones the fixed SMS code signs in (the README's demo people; tests configure their own). */
  smsFixedPhones: string[]
  /** Wrong SMS codes for one cellphone from one client address within the window before that pair is locked. */
  smsMaxFailures: number
  /** The sliding window of those wrong codes, in minutes (a wrong code stops counting this long after it was made). */
  smsLockMinutes: number
  /** Wrong SMS codes from one client address, over all cellphones, per hour. */
  smsFailuresPerIpPerHour: number
  /** Wrong guesses (from any address) one code survives; then it is void and a new one must be sent. */
  smsFailuresPerCode: number
  /** Codes sent: one per cellphone per this many seconds, so many per cellphone per day, so many per client address per hour. */
  smsIntervalSeconds: number
  smsPerPhonePerDay: number
  smsPerIpPerHour: number
  /** New visitor accounts (silent sign-ins) per client address per hour. */
  visitorsPerIpPerHour: number
  /** A browser session ends after this many days without use (sliding), and this many days after sign-in at most. */
  sessionIdleDays: number
  sessionMaxDays: number
}

/** The environment as readConfig reads it: the process's at the command line (server/cli), a plain object in tests. */
type Env = Record<string, string | undefined>

/** The demo people of docs/server.md: member 张伟, promoter 李娜, colleague 周杰. Tests set SMS_FIXED_PHONES to theirs. */
const DEFAULT_SMS_FIXED_PHONES = ['13800000000', '13800000001', '13800000002']

const positive = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`)
  return n
}

/** The security settings from the environment (SMS_FIXED_PHONES, SMS_*, VISITORS_PER_IP_PER_HOUR, SESSION_*_DAYS). */
function readSecurity(env: Env): SecurityConfig {
  const phones =
    env.SMS_FIXED_PHONES === undefined
      ? DEFAULT_SMS_FIXED_PHONES
      : env.SMS_FIXED_PHONES.split(',')
          .map(s => s.trim())
          .filter(Boolean)
  const bad = phones.find(p => !isCellphone(p))
  if (bad) throw new Error(`SMS_FIXED_PHONES must list 11-digit cellphones, got "${bad}"`)
  return {
    smsFixedPhones: phones,
    smsMaxFailures: 5,
    smsLockMinutes: 15,
    smsFailuresPerIpPerHour: positive(env, 'SMS_FAILURES_PER_IP_PER_HOUR', 30),
    smsFailuresPerCode: 10,
    smsIntervalSeconds: 60,
    smsPerPhonePerDay: positive(env, 'SMS_PER_PHONE_PER_DAY', 10),
    smsPerIpPerHour: positive(env, 'SMS_PER_IP_PER_HOUR', 30),
    visitorsPerIpPerHour: positive(env, 'VISITORS_PER_IP_PER_HOUR', 20),
    sessionIdleDays: positive(env, 'SESSION_IDLE_DAYS', 30),
    sessionMaxDays: positive(env, 'SESSION_MAX_DAYS', 180)
  }
}

/** "http://host[:port]" without path; throws on anything else. */
function parseOrigin(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin like https://www.example.com, got "${raw}"`)
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_ORIGIN must be an origin like https://www.example.com (no path), got "${raw}"`)
  }
  return url.origin
}

/** A subscribe-message template id (WeChat's are 43 characters, Douyin's shorter): letters, digits, _ and -; empty = none. */
const templateId = (env: Env, name: string): string | null => {
  const raw = (env[name] ?? '').trim()
  if (raw === '') return null
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw new Error(`${name} must be a template id (letters, digits, _ and -, at most 64), got "${raw}"`)
  return raw
}

const count = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`)
  return n
}

/** Proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal']

/**
 * TRUST_PROXY: the reverse proxies (comma list of addresses, CIDRs, or loopback/linklocal/uniquelocal) whose
 * X-Forwarded-For names the client. Empty (the default) trusts nobody: the socket's address is the client.
 * "true" or "*" is refused: trusting every sender lets any client choose its own address.
 */
export function parseTrustProxy(raw: string | undefined): string[] {
  const items = (raw ?? '')
    .split(',')
    .map(s => s.trim())
    .filter(Boolean)
  for (const item of items) {
    const [address, bits, extra] = item.split('/')
    const version = net.isIP(address)
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
    if (!(PROXY_RANGES.includes(item) || (version && okBits && extra === undefined))) {
      throw new Error(`TRUST_PROXY must list proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8) or ${PROXY_RANGES.join('/')}, got "${item}"`)
    }
  }
  return items
}

const flag = (env: Env, name: string): boolean => {
  const raw = String(env[name]).trim()
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`)
  return raw === '1'
}

const MB = 1024 * 1024

/**
 * The server settings from the environment (docs/server.md "Configuration"); `readConfig({})` is the defaults, which
 * a server built without a setting uses (withDefaults). Throws, naming the variable, on a value it cannot use.
 */
export function readConfig(env: Env): ServerConfig {
  const port = Number(env.PORT || 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || '.data'),
    staticDir: path.resolve(REPO_ROOT, env.STATIC_DIR || 'dist/h5'),
    smsFixedCode: env.SMS_FIXED_CODE === undefined ? '123456' : env.SMS_FIXED_CODE.trim() || null,
    editorOrigins: (env.EDITOR_ORIGINS || '')
      .split(',')
      .map(s => s.trim())
      .filter(Boolean),
    frameLocalhost: env.FRAME_LOCALHOST === undefined || env.FRAME_LOCALHOST === '' ? env.NODE_ENV !== 'production' : flag(env, 'FRAME_LOCALHOST'),
    security: readSecurity(env),
    publicOrigin: env.PUBLIC_ORIGIN?.trim() ? parseOrigin(env.PUBLIC_ORIGIN.trim()) : null,
    devEndpoints: env.DEV_ENDPOINTS === '1' || env.NODE_ENV === 'test',
    paint: env.PAINT !== '0',
    logger: env.LOG === '1',
    analyticsPerMinute: count(env, 'ANALYTICS_PER_MINUTE', 60),
    qrPerMinute: count(env, 'QR_PER_MINUTE', 60),
    imagesPerMinute: count(env, 'IMAGES_PER_MINUTE', 300),
    uploadQuotaMb: count(env, 'UPLOAD_QUOTA_MB', 50),
    uploadQuotaFiles: count(env, 'UPLOAD_QUOTA_FILES', 200),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    extensions: parseExtensions(env.EXTENSIONS),
    workers: positive(env, 'WORKERS', defaultWorkers()),
    workQueue: positive(env, 'WORK_QUEUE', 32),
    postersPerMinute: count(env, 'POSTERS_PER_MINUTE', 20),
    postersPerIpPerMinute: count(env, 'POSTERS_PER_IP_PER_MINUTE', 60),
    aiPerMinute: count(env, 'AI_PER_MINUTE', 10),
    aiPerIpPerMinute: count(env, 'AI_PER_IP_PER_MINUTE', 60),
    writesPerMinute: count(env, 'WRITES_PER_MINUTE', 60),
    writesPerIpPerMinute: count(env, 'WRITES_PER_IP_PER_MINUTE', 600),
    viewsPerIpPerMinute: 3,
    cardTapsPerMinute: 5,
    doorPerMinute: count(env, 'DOOR_PER_MINUTE', 30),
    pageCacheBytes: positive(env, 'PAGE_CACHE_MB', 48) * MB,
    analyticsRetentionDays: positive(env, 'ANALYTICS_RETENTION_DAYS', 30),
    analyticsMaxBytes: positive(env, 'ANALYTICS_MAX_MB', 256) * MB,
    promotionVisitorsPerIp: positive(env, 'PROMOTION_VISITORS_PER_IP', 10),
    demoCpAddDelayS: count(env, 'DEMO_CP_ADD_DELAY_S', 5),
    aiStreamDelayMs: 25,
    waitlistOfferHours: positive(env, 'WAITLIST_OFFER_HOURS', 24),
    schedulerIntervalS: positive(env, 'SCHEDULER_INTERVAL_S', 30),
    subscribeTemplates: {
      weapp: {
        waitlistOffer: templateId(env, 'WX_TMPL_WAITLIST_OFFER'),
        eventReminder: templateId(env, 'WX_TMPL_EVENT_REMINDER'),
        hotLead: templateId(env, 'WX_TMPL_HOT_LEAD')
      },
      tt: {
        waitlistOffer: templateId(env, 'TT_TMPL_WAITLIST_OFFER'),
        eventReminder: templateId(env, 'TT_TMPL_EVENT_REMINDER'),
        hotLead: templateId(env, 'TT_TMPL_HOT_LEAD')
      }
    }
  }
}

/** Settings a server is built with (tests, tools): any part of the config, the security and template settings in part. */
export type ConfigOverrides = Partial<Omit<ServerConfig, 'security' | 'subscribeTemplates'>> & {
  security?: Partial<SecurityConfig>
  subscribeTemplates?: Partial<Record<SubscribePlatform, Partial<SubscribeTemplates>>>
}

/** Only the settings given: an undefined one keeps the default (`{ extensions: options.extensions }`). */
const given = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>

/** The config a server runs with: `overrides` over `base` (by default the defaults, readConfig({})). */
export function withDefaults(overrides: ConfigOverrides = {}, base: ServerConfig = readConfig({})): ServerConfig {
  const { security, subscribeTemplates, ...rest } = overrides
  const templates = (platform: SubscribePlatform) => ({ ...base.subscribeTemplates[platform], ...given(subscribeTemplates?.[platform]) })
  return {
    ...base,
    ...given(rest),
    security: { ...base.security, ...given(security) },
    subscribeTemplates: { weapp: templates('weapp'), tt: templates('tt') }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings this server runs with (buildServer): its own, whatever the environment says. */
    config: ServerConfig
  }
}

/** The settings of the server a request reached (`configOf(req.server)`). */
export const configOf = (server: FastifyInstance): ServerConfig => server.config

/** One line per setting, printed at start. */
export function describeConfig(config: ServerConfig): string {
  return [
    `  PORT            ${config.port}`,
    `  HOST            ${config.host}`,
    `  DATA_DIR        ${config.dataDir}`,
    `  STATIC_DIR      ${config.staticDir ?? '(none)'}`,
    `  SMS_FIXED_CODE  ${config.smsFixedCode ?? '(disabled: random codes, see log)'}`,
    `  EDITOR_ORIGINS  ${config.editorOrigins.join(', ') || '(none)'} (may frame the app; the pay page is never framed)`,
    `  FRAME_LOCALHOST ${config.frameLocalhost ? 'on: http://localhost:* pages may frame the app (development)' : 'off'}`,
    `  HTTPS           ${config.publicOrigin?.startsWith('https:') ? 'PUBLIC_ORIGIN is https: cookies Secure, Strict-Transport-Security sent' : 'PUBLIC_ORIGIN is http: no Secure cookies, no HSTS'}`,
    `  PUBLIC_ORIGIN   ${config.publicOrigin ?? `(unset: the visitor's origin if its Host is this machine, else http://localhost:${config.port || 8080})`} (links, posters and QR codes)`,
    `  DEV_ENDPOINTS   ${config.devEndpoints ? 'on: /api/dev/analytics is served' : 'off (/api/dev/* answers 404; DEV_ENDPOINTS=1 turns it on)'}`,
    `  PAINT           ${config.paint ? 'on: landing pages are sent with their first screen painted' : 'off (PAINT=0): every page is the plain app shell'}`,
    `  LOG             ${config.logger ? 'on: Fastify request log (JSON lines)' : 'off (LOG=1 turns on the request log)'}`,
    `  ANALYTICS_PER_MINUTE ${config.analyticsPerMinute || 'no limit'} analytics posts per client address`,
    `  QR_PER_MINUTE   ${config.qrPerMinute || 'no limit'} new QR codes per client address (cached ones are free)`,
    `  IMAGES_PER_MINUTE ${config.imagesPerMinute || 'no limit'} new raster images per client address (then the SVG is answered)`,
    `  UPLOAD_QUOTA    ${config.uploadQuotaMb} MB and ${config.uploadQuotaFiles} files per account per 24 h (UPLOAD_QUOTA_MB, UPLOAD_QUOTA_FILES)`,
    `  TRUST_PROXY     ${config.trustProxy.length ? `${config.trustProxy.join(', ')} (their X-Forwarded-For names the client)` : '(none: the socket address is the client; X-Forwarded-For is ignored)'}`,
    `  EXTENSIONS      ${config.extensions.join(', ') || "none (exactly the specification's API)"}`,
    `  WORKERS         ${config.workers} worker threads for posters, QR codes, images and AI answers; WORK_QUEUE ${config.workQueue} tasks may wait, more answer 503`,
    `  POSTERS         ${config.postersPerMinute || 'no limit'} new posters per account, ${config.postersPerIpPerMinute || 'no limit'} per client address per minute (POSTERS_PER_MINUTE, POSTERS_PER_IP_PER_MINUTE)`,
    `  AI              ${config.aiPerMinute || 'no limit'} questions per account, ${config.aiPerIpPerMinute || 'no limit'} per client address per minute (AI_PER_MINUTE, AI_PER_IP_PER_MINUTE)`,
    `  DOOR_PER_MINUTE ${config.doorPerMinute || 'no limit'} check-in / sign-out look-ups per operator account per minute`,
    `  WRITES          ${config.writesPerMinute || 'no limit'} per account, ${config.writesPerIpPerMinute || 'no limit'} per client address per minute: sign-ups, cancellations, edits, waitlist, stars… (WRITES_PER_MINUTE, WRITES_PER_IP_PER_MINUTE)`,
    `  PAGE_CACHE_MB   ${config.pageCacheBytes / MB} MB of painted pages (at most 500; public pages, s-maxage=30 for a CDN)`,
    `  ANALYTICS_RETENTION_DAYS ${config.analyticsRetentionDays}, ANALYTICS_MAX_MB ${config.analyticsMaxBytes / MB} (older rows, then the oldest beyond the cap, are deleted)`,
    `  PROMOTION_VISITORS_PER_IP ${config.promotionVisitorsPerIp} visitors counted per client address, promoter and day`,
    `  DEMO_CP_ADD_DELAY_S ${config.demoCpAddDelayS} s after its code was shown, the demo counts an enterprise contact as added (我已添加 asks the server)`,
    `  WAITLIST_OFFER_HOURS ${config.waitlistOfferHours} h a freed seat is held for the first person on the waitlist, then it passes on`,
    `  SCHEDULER_INTERVAL_S ${config.schedulerIntervalS} s between rounds of the scheduler (reminders at T-24 h and T-1 h, waitlist expiries)`,
    `  WX_TMPL_WAITLIST_OFFER ${config.subscribeTemplates.weapp.waitlistOffer ?? '(none)'}, TT_TMPL_WAITLIST_OFFER ${config.subscribeTemplates.tt.waitlistOffer ?? '(none)'} (subscribe message of a waitlist offer on WeChat / Douyin; none: the app asks nothing)`,
    `  WX_TMPL_EVENT_REMINDER ${config.subscribeTemplates.weapp.eventReminder ?? '(none)'}, TT_TMPL_EVENT_REMINDER ${config.subscribeTemplates.tt.eventReminder ?? '(none)'} (subscribe message of an event reminder on WeChat / Douyin; none: the app asks nothing)`,
    `  WX_TMPL_HOT_LEAD ${config.subscribeTemplates.weapp.hotLead ?? '(none)'}, TT_TMPL_HOT_LEAD ${config.subscribeTemplates.tt.hotLead ?? '(none)'} (subscribe message to a promoter of a hot lead on WeChat / Douyin; none: the app asks nothing)`,
    `  subscribe messages   queued in message_outbox; this server has no platform credentials: marked SKIPPED_NO_CREDENTIALS, not sent`,
    ...describeSecurity(config.security, config.smsFixedCode)
  ].join('\n')
}

/** The security lines of the start-up banner. */
function describeSecurity(s: SecurityConfig, fixedCode: string | null): string[] {
  return [
    `  SMS_FIXED_PHONES          ${fixedCode ? s.smsFixedPhones.join(', ') || '(none)' : '(fixed code disabled)'} (the only numbers the fixed code signs in)`,
    `  SMS codes                 ${s.smsMaxFailures} wrong guesses in ${s.smsLockMinutes} min lock a cellphone for that address; a code survives ${s.smsFailuresPerCode} wrong guesses; a new code replaces the old`,
    `  SMS_FAILURES_PER_IP_PER_HOUR ${s.smsFailuresPerIpPerHour} (wrong codes per client address, all cellphones)`,
    `  SMS sends                 1 per cellphone per ${s.smsIntervalSeconds} s, SMS_PER_PHONE_PER_DAY ${s.smsPerPhonePerDay}, SMS_PER_IP_PER_HOUR ${s.smsPerIpPerHour}`,
    `  VISITORS_PER_IP_PER_HOUR  ${s.visitorsPerIpPerHour} (new visitor accounts per client address)`,
    `  sessions                  end after SESSION_IDLE_DAYS ${s.sessionIdleDays} days unused, SESSION_MAX_DAYS ${s.sessionMaxDays} after sign-in; logout rotates every credential`,
    `  limits                    kept in the database (rate_hits): a restart and every process on DATA_DIR share them`,
    `  login / pay               cross-site posts refused (Origin, Sec-Fetch-Site); the pay page serves only the order's buyer`
  ]
}
