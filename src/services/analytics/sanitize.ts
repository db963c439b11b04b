import type { PageProperties, Properties } from './types'

/** Query keys (and property names) that carry credentials and never leave the page. */
const SENSITIVE_KEY = /token|accountKey|authorization/i

const MAX_URL_LENGTH = 2000
const MAX_TITLE_LENGTH = 300

function keyOf(pair: string): string {
  const eq = pair.indexOf('=')
  const raw = eq < 0 ? pair : pair.slice(0, eq)
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}

/** Drops sensitive pairs from a query string (with or without its leading "?"). */
function stripQuery(query: string): string {
  const body = query.replace(/^\?/, '')
  if (!body) return ''
  const kept = body.split('&').filter(pair => pair && !SENSITIVE_KEY.test(keyOf(pair)))
  return kept.length ? `?${kept.join('&')}` : ''
}

/**
 * Removes credential query keys (/token|accountKey|authorization/i) from a URL, a "?query" or a
 * "#hash" (hash routes carry their own query), and any user:password@ in the authority.
 */
export function stripSensitiveParams(value: unknown): string {
  if (typeof value !== 'string' || !value) return ''
  let text = value
  let hash = ''
  const hashAt = text.indexOf('#')
  if (hashAt >= 0) {
    hash = text.slice(hashAt)
    text = text.slice(0, hashAt)
  }
  if (hash) {
    const q = hash.indexOf('?')
    hash = q < 0 ? hash : hash.slice(0, q) + stripQuery(hash.slice(q))
  }
  const q = text.indexOf('?')
  let base = q < 0 ? text : text.slice(0, q)
  const query = q < 0 ? '' : stripQuery(text.slice(q))
  base = base.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1')
  return `${base}${query}${hash}`
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string') return ''
  return value.length > max ? value.slice(0, max) : value
}

function size(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0
}

/** The pageProperties of spec §3 with every field typed, bounded and free of tokens. */
export function cleanPageProperties(raw: Partial<PageProperties> | null | undefined): PageProperties {
  const p = raw || {}
  return {
    title: text(p.title, MAX_TITLE_LENGTH),
    url: text(stripSensitiveParams(p.url), MAX_URL_LENGTH),
    path: text(stripSensitiveParams(p.path), MAX_URL_LENGTH),
    hash: text(stripSensitiveParams(p.hash), MAX_URL_LENGTH),
    search: text(stripSensitiveParams(p.search), MAX_URL_LENGTH),
    width: size(p.width),
    height: size(p.height),
    referrer: text(stripSensitiveParams(p.referrer), MAX_URL_LENGTH)
  }
}

/**
 * Event properties as plain JSON: sensitive keys dropped, undefined/functions gone. Throws when the
 * value cannot be serialised (a cycle), so the caller can log and drop it instead of poisoning the queue.
 */
export function cleanProperties(raw: Properties | null | undefined): Properties {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const out: Properties = {}
  for (const key of Object.keys(raw)) {
    if (SENSITIVE_KEY.test(key)) continue
    const value = raw[key]
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue
    out[key] = typeof value === 'string' ? stripIfUrl(value) : value
  }
  return JSON.parse(JSON.stringify(out)) as Properties
}

/** String property values that look like URLs lose their credential params too. */
function stripIfUrl(value: string): string {
  return /^(https?:\/\/|\/)[^\s]*\?/i.test(value) ? stripSensitiveParams(value) : value
}
