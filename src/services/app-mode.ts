/**
 * How the app is running (spec §6): inside the editor iframe (?editor), in restricted mode
 * (?restricted, a preview without a visitor), or in development. Editor and restricted modes
 * send no authorization header and no analytics; development sends no analytics.
 */
export interface AppMode {
  editor: boolean
  restricted: boolean
  development: boolean
}

export function detectAppMode(query: Record<string, unknown>, nodeEnv = process.env.NODE_ENV): AppMode {
  const flag = (key: string) => Object.prototype.hasOwnProperty.call(query, key) && query[key] !== 'false' && query[key] !== '0'
  return {
    editor: flag('editor'),
    restricted: flag('restricted'),
    development: nodeEnv === 'development'
  }
}

export function trackingEnabled(mode: AppMode): boolean {
  return !mode.editor && !mode.restricted && !mode.development
}

export function authEnabled(mode: AppMode): boolean {
  return !mode.editor && !mode.restricted
}
