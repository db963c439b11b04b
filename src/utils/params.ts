/** Decodes a query value once; a malformed escape leaves the raw text. */
export function safeDecode(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** Longest query value a page reads; a longer one is read as missing (cut short, an address or id would be another one). */
const MAX_PARAM_LENGTH = 2048

/** Router params decoded once, without Taro's stamp/$taroTimestamp keys, values over 2 kB left out. */
export function cleanParams(raw: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!raw || typeof raw !== 'object') return out
  for (const key of Object.keys(raw)) {
    if (key === 'stamp' || key === '$taroTimestamp') continue
    const value = safeDecode(raw[key])
    if (value.length <= MAX_PARAM_LENGTH) out[key] = value
  }
  return out
}
