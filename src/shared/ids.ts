/**
 * A positive safe integer id from a query value, or null ("abc", "-1", "1e309", "0x10" are null). The app's pages
 * and the server's painter read ids with this one rule, so a URL the app opens is a URL the server paints.
 */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,15}$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}
