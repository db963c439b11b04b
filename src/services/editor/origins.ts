/**
 * Which origins may drive editor mode (spec §5): http://localhost, http://127.0.0.1 and
 * https://localhost on any port, plus the provider's hosts from the EDITOR_ORIGINS build constant.
 * Matching is exact on the serialised origin: no wildcards, prefixes, paths or credentials.
 */

// scheme://host[:port] and nothing else, as MessageEvent.origin serialises it.
const ORIGIN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::([1-9][0-9]{0,4}))?$/

const LOCAL: Array<[scheme: string, host: string]> = [
  ['http', 'localhost'],
  ['http', '127.0.0.1'],
  ['https', 'localhost']
]

interface ParsedOrigin {
  scheme: string
  host: string
  port: string
}

function parseOrigin(origin: string): ParsedOrigin | null {
  const m = ORIGIN.exec(origin)
  if (!m) return null
  const port = m[3] || ''
  if (port && Number(port) > 65535) return null
  const host = m[2]
  if (host.startsWith('.') || host.endsWith('.') || host.includes('..')) return null
  return { scheme: m[1], host, port }
}

/** Normalises one allow-list entry (trimmed, lower-case, no trailing slash); null when it is not an origin. */
function normaliseOrigin(entry: string): string | null {
  const text = entry.trim().replace(/\/+$/, '').toLowerCase()
  const parsed = parseOrigin(text)
  if (!parsed) return null
  const defaultPort = parsed.scheme === 'https' ? '443' : '80'
  const port = parsed.port && parsed.port !== defaultPort ? `:${parsed.port}` : ''
  return `${parsed.scheme}://${parsed.host}${port}`
}

/** Splits the comma-separated EDITOR_ORIGINS value; entries that are not plain origins are dropped. */
export function parseEditorOrigins(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string') return []
  const out: string[] = []
  for (const part of raw.split(',')) {
    const origin = normaliseOrigin(part)
    if (origin && !out.includes(origin)) out.push(origin)
  }
  return out
}

/** The allow-list this build was configured with. */
export function configuredEditorOrigins(): string[] {
  return parseEditorOrigins(typeof EDITOR_ORIGINS === 'string' ? EDITOR_ORIGINS : '')
}

/** Whether a message from `origin` may drive the editor preview. */
export function isAllowedEditorOrigin(origin: unknown, allowList: readonly string[] = []): boolean {
  if (typeof origin !== 'string' || !origin) return false
  const parsed = parseOrigin(origin)
  // The browser serialises origins in lower case without default ports; anything else is not one.
  if (!parsed || normaliseOrigin(origin) !== origin) return false
  if (LOCAL.some(([scheme, host]) => parsed.scheme === scheme && parsed.host === host)) return true
  for (const entry of allowList) {
    if (typeof entry === 'string' && normaliseOrigin(entry) === origin) return true
  }
  return false
}
