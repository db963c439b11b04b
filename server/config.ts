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
  /** Origin of every absolute link and QR code the server makes (never the Host header). */
  publicOrigin: string
  /** /api/dev/* (the analytics inspector) is served only when true. */
  devEndpoints: boolean
  /** Analytics posts per client address per minute (0 = no limit). */
  analyticsPerMinute: number
  /** QR codes made (not cached) per client address per minute (0 = no limit). */
  qrPerMinute: number
  /** Upload quota per account per 24 hours. */
  uploadQuotaMb: number
  uploadQuotaFiles: number
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
    publicOrigin: env.PUBLIC_ORIGIN ? parseOrigin(env.PUBLIC_ORIGIN.trim()) : `http://localhost:${port || 8080}`,
    devEndpoints: env.DEV_ENDPOINTS === '1' || env.NODE_ENV === 'test',
    analyticsPerMinute: count(env, 'ANALYTICS_PER_MINUTE', 60),
    qrPerMinute: count(env, 'QR_PER_MINUTE', 60),
    uploadQuotaMb: count(env, 'UPLOAD_QUOTA_MB', 50),
    uploadQuotaFiles: count(env, 'UPLOAD_QUOTA_FILES', 200)
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
    `  UPLOAD_QUOTA    ${config.uploadQuotaMb} MB and ${config.uploadQuotaFiles} files per account per 24 h (UPLOAD_QUOTA_MB, UPLOAD_QUOTA_FILES)`
  ].join('\n')
}
