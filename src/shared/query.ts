export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | QueryValue[]>

/** Encodes a query; arrays become comma lists, empty values are dropped. */
export function buildQuery(params: Query = {}): string {
  const parts: string[] = []
  for (const key of Object.keys(params)) {
    const raw = params[key]
    const value = Array.isArray(raw) ? raw.filter(v => v !== null && v !== undefined).join(',') : raw
    if (value === null || value === undefined || value === '') continue
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  return parts.join('&')
}
