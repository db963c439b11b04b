/**
 * The text of a Taro Input/Textarea input event: `detail.value` from Taro's own event; the native
 * event's target value when the plain DOM event arrives instead (seen with jsdom-rendered pages).
 */
export function inputValue(e: { detail?: unknown; target?: unknown }): string {
  const detail = e.detail as { value?: unknown } | null | undefined
  if (detail && typeof detail === 'object' && 'value' in detail) return String(detail.value ?? '')
  const target = e.target as { value?: unknown } | null | undefined
  return target && typeof target.value === 'string' ? target.value : ''
}
