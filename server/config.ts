import path from 'node:path'

export const REPO_ROOT = path.resolve(__dirname, '..')

export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  staticDir: string
  /** Always-accepted SMS code; null disables it (random codes only). */
  smsFixedCode: string | null
  /** Origins allowed to frame the app (the visual editor), besides http://localhost:*. */
  editorOrigins: string[]
  /** Abuse limits and the scope of the fixed SMS code (see docs/server.md "Security settings"). */
  security: SecurityConfig
  /** Origin of every absolute link and QR code the server makes (never the Host header). */
  publicOrigin: string
  /** /api/dev/* (the analytics inspector) is served only when true. */
  devEndpoints: boolean
  /** Analytics posts per client address per minute (0 = no limit). */
  analyticsPerMinute: number
  /** QR codes made (not cached) per client address per minute (0 = no limit). */
  qrPerMinute: number
  /** Drawn images rasterised (not cached) per client address per minute (0 = no limit). */
  imagesPerMinute: number
  /** Upload quota per account per 24 hours. */
  uploadQuotaMb: number
  uploadQuotaFiles: number
  /** Seconds after the enterprise-contact code was shown that the demo counts the contact as added. */
  demoCpAddDelayS: number
}

export interface SecurityConfig {
  /** The only cellphones the fixed SMS code signs in (the README's demo people and the test fixtures). */
  smsFixedPhones: string[]
  /** Wrong SMS codes per cellphone before it is locked, and for how long. */
  smsMaxFailures: number
  smsLockMinutes: number
  /** Codes sent: one per cellphone per this many seconds, so many per cellphone per day, so many per client address per hour. */
  smsIntervalSeconds: number
  smsPerPhonePerDay: number
  smsPerIpPerHour: number
  /** New visitor accounts (silent sign-ins) per client address per hour. */
  visitorsPerIpPerHour: number
}

/** The README's demo people (member, promoter) and the phones the tests sign in with the fixed code. */
export const DEFAULT_SMS_FIXED_PHONES = ['13800000000', '13800000001', '13900000002', '13811112222', '13811113333', '13912345678', '13711112222', '13612345678']

const positive = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`)
  return n
}

/** The security settings from the environment (SMS_FIXED_PHONES, SMS_PER_PHONE_PER_DAY, SMS_PER_IP_PER_HOUR, VISITORS_PER_IP_PER_HOUR). */
export function readSecurity(env: NodeJS.ProcessEnv = process.env): SecurityConfig {
  const phones =
    env.SMS_FIXED_PHONES === undefined
      ? DEFAULT_SMS_FIXED_PHONES
      : env.SMS_FIXED_PHONES.split(',')
          .map(s => s.trim())
          .filter(Boolean)
  const bad = phones.find(p => !/^1[3-9]\d{9}$/.test(p))
  if (bad) throw new Error(`SMS_FIXED_PHONES must list 11-digit cellphones, got "${bad}"`)
  return {
    smsFixedPhones: phones,
    smsMaxFailures: 5,
    smsLockMinutes: 15,
    smsIntervalSeconds: 60,
    smsPerPhonePerDay: positive(env, 'SMS_PER_PHONE_PER_DAY', 10),
    smsPerIpPerHour: positive(env, 'SMS_PER_IP_PER_HOUR', 30),
    visitorsPerIpPerHour: positive(env, 'VISITORS_PER_IP_PER_HOUR', 20)
  }
}

let cached: { key: string; config: SecurityConfig } | null = null
/** The security settings of this process (re-read when the environment changes, e.g. in tests). */
export function securityConfig(): SecurityConfig {
  const env = process.env
  const key = [env.SMS_FIXED_PHONES, env.SMS_PER_PHONE_PER_DAY, env.SMS_PER_IP_PER_HOUR, env.VISITORS_PER_IP_PER_HOUR].join('|')
  if (!cached || cached.key !== key) cached = { key, config: readSecurity(env) }
  return cached.config
}

/** "http://host[:port]" without path; throws on anything else. */
export function parseOrigin(raw: string): string {
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

const count = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`)
  return n
}

/** Reads the server settings from the environment (see docs/server.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
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
    security: readSecurity(env),
    publicOrigin: env.PUBLIC_ORIGIN ? parseOrigin(env.PUBLIC_ORIGIN.trim()) : `http://localhost:${port || 8080}`,
    devEndpoints: env.DEV_ENDPOINTS === '1' || env.NODE_ENV === 'test',
    analyticsPerMinute: count(env, 'ANALYTICS_PER_MINUTE', 60),
    qrPerMinute: count(env, 'QR_PER_MINUTE', 60),
    imagesPerMinute: count(env, 'IMAGES_PER_MINUTE', 300),
    uploadQuotaMb: count(env, 'UPLOAD_QUOTA_MB', 50),
    uploadQuotaFiles: count(env, 'UPLOAD_QUOTA_FILES', 200),
    demoCpAddDelayS: count(env, 'DEMO_CP_ADD_DELAY_S', 5)
  }
}

/** One line per setting, printed at start. */
export function describeConfig(config: ServerConfig): string {
  return [
    `  PORT            ${config.port}`,
    `  HOST            ${config.host}`,
    `  DATA_DIR        ${config.dataDir}`,
    `  STATIC_DIR      ${config.staticDir}`,
    `  SMS_FIXED_CODE  ${config.smsFixedCode ?? '(disabled: random codes, see log)'}`,
    `  EDITOR_ORIGINS  ${config.editorOrigins.join(', ') || '(none; http://localhost:* always allowed)'}`,
    `  PUBLIC_ORIGIN   ${config.publicOrigin} (links, posters and QR codes; the Host header is never used)`,
    `  DEV_ENDPOINTS   ${config.devEndpoints ? 'on: /api/dev/analytics is served' : 'off (/api/dev/* answers 404; DEV_ENDPOINTS=1 turns it on)'}`,
    `  ANALYTICS_PER_MINUTE ${config.analyticsPerMinute || 'no limit'} analytics posts per client address`,
    `  QR_PER_MINUTE   ${config.qrPerMinute || 'no limit'} new QR codes per client address (cached ones are free)`,
    `  IMAGES_PER_MINUTE ${config.imagesPerMinute || 'no limit'} new raster images per client address (then the SVG is answered)`,
    `  UPLOAD_QUOTA    ${config.uploadQuotaMb} MB and ${config.uploadQuotaFiles} files per account per 24 h (UPLOAD_QUOTA_MB, UPLOAD_QUOTA_FILES)`,
    `  DEMO_CP_ADD_DELAY_S ${config.demoCpAddDelayS} s after its code was shown, the demo counts an enterprise contact as added (我已添加 asks the server)`,
    ...describeSecurity(config.security, config.smsFixedCode)
  ].join('\n')
}

/** The security lines of the start-up banner. */
export function describeSecurity(s: SecurityConfig, fixedCode: string | null): string[] {
  return [
    `  SMS_FIXED_PHONES          ${fixedCode ? s.smsFixedPhones.join(', ') || '(none)' : '(fixed code disabled)'} (the only numbers the fixed code signs in)`,
    `  SMS codes                 ${s.smsMaxFailures} wrong guesses lock a cellphone for ${s.smsLockMinutes} min; a new code replaces the old`,
    `  SMS sends                 1 per cellphone per ${s.smsIntervalSeconds} s, SMS_PER_PHONE_PER_DAY ${s.smsPerPhonePerDay}, SMS_PER_IP_PER_HOUR ${s.smsPerIpPerHour}`,
    `  VISITORS_PER_IP_PER_HOUR  ${s.visitorsPerIpPerHour} (new visitor accounts per client address)`,
    `  login / pay               cross-site posts refused (Origin, Sec-Fetch-Site); the pay page serves only the order's buyer`
  ]
}
