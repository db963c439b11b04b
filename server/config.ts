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
      .filter(Boolean)
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
    `  EDITOR_ORIGINS  ${config.editorOrigins.join(', ') || '(none; http://localhost:* always allowed)'}`
  ].join('\n')
}
