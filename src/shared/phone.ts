/**
 * The one phone rule: mainland mobile numbers, 11 digits starting 13–19, and the one message for anything else.
 * The app's forms, the server's request schemas (server/lib/schema.ts `phone`), its form answers, its login page and
 * its settings all check it here.
 */
export const CELLPHONE_PATTERN = /^1[3-9]\d{9}$/

export const CELLPHONE_INVALID = '请输入正确的11位手机号'

export function isCellphone(value: unknown): boolean {
  return typeof value === 'string' && CELLPHONE_PATTERN.test(value.trim())
}

/**
 * The one phone rule for every form: null when valid, otherwise what to show under the field —
 * `emptyText` when nothing was typed (e.g. 请填写报名手机号), else 请输入正确的11位手机号.
 */
export function cellphoneError(value: string | undefined | null, emptyText = '请填写手机号'): string | null {
  const text = (value || '').trim()
  if (!text) return emptyText
  return CELLPHONE_PATTERN.test(text) ? null : CELLPHONE_INVALID
}
