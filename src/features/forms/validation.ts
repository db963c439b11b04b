import type { FormField, FormValue, WebsiteForm } from '../../../types/contract'
import { CELLPHONE_INVALID, isCellphone } from '@/shared/phone'
import { visibleFields } from '@/shared/form-conditions'
import { parseRegion } from '@/shared/region'
import { beforeToday, DATE_BEFORE_TODAY, todayInBeijing } from '@/shared/form-dates'

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const SMS_CODE_PATTERN = /^\d{4,8}$/

/** The key the SMS code's error is filed under (never a field key: field keys are identifiers). */
export const SMS_CODE_KEY = '__smsCode'

export type FormValues = Record<string, FormValue>
export type FormErrors = Record<string, string>

/** True for a plausible e-mail address (one @, a dotted domain with a 2+ letter ending). */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value.trim())
}

/** Characters as a visitor counts them (an emoji is one). */
export function charCount(text: string): number {
  return Array.from(text).length
}

/** The value an untouched field starts with. */
function emptyValue(field: FormField): FormValue {
  switch (field.type) {
    case 'CHECKBOX':
    case 'REGION':
      return []
    case 'AGREEMENT':
      return false
    default:
      return ''
  }
}

/** Initial values for every field of a form. */
export function initialValues(form: Pick<WebsiteForm, 'fields'>): FormValues {
  const values: FormValues = {}
  for (const field of form.fields) values[field.key] = emptyValue(field)
  return values
}

/** A fill that starts from saved answers (a registration being edited): each field's value in the fill's shape. */
export function savedFillValues(form: Pick<WebsiteForm, 'fields'>, saved: FormValues): FormValues {
  const values = initialValues(form)
  for (const field of form.fields) {
    const v = saved[field.key]
    if (v === null || v === undefined) continue
    if (field.type === 'AGREEMENT') values[field.key] = v === true || v === 'true'
    else if (field.type === 'CHECKBOX' || field.type === 'REGION') values[field.key] = Array.isArray(v) ? v.map(String) : []
    else values[field.key] = Array.isArray(v) ? v.join(',') : String(v)
  }
  return values
}

/** True when a field holds nothing a visitor typed or picked. */
export function isEmptyValue(value: FormValue | undefined): boolean {
  if (value === null || value === undefined || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.filter(v => typeof v === 'string' && v.trim() !== '').length === 0
  return false
}

function requiredMessage(field: FormField): string {
  switch (field.type) {
    case 'RADIO':
    case 'CHECKBOX':
      return `请选择${field.label}`
    case 'DATE':
      return `请选择${field.label}`
    case 'REGION':
      return `请选择${field.label}`
    case 'IMAGE':
    case 'FILE':
      return `请上传${field.label}`
    case 'AGREEMENT':
      return `请阅读并勾选同意${field.label}`
    default:
      return `请填写${field.label}`
  }
}

function isValidDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false
  const [y, m, d] = text.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Parses a NUMBER field's text; null when it is not a finite number. */
function parseNumber(value: FormValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!/^[-+]?(\d+(\.\d+)?|\.\d+)$/.test(text)) return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

/**
 * The message for one field's value, or null when it is acceptable. Empty optional fields are
 * always acceptable; the other rules only look at what was entered.
 */
export function validateField(field: FormField, value: FormValue | undefined): string | null {
  if (isEmptyValue(value)) return field.required ? requiredMessage(field) : null
  const text = typeof value === 'string' ? value.trim() : ''
  switch (field.type) {
    case 'PHONE':
      return isCellphone(text) ? null : CELLPHONE_INVALID
    case 'EMAIL':
      return isValidEmail(text) ? null : '请输入正确的邮箱地址'
    case 'NUMBER': {
      const n = parseNumber(value)
      if (n === null) return `${field.label}请输入数字`
      const min = typeof field.min === 'number' ? field.min : null
      const max = typeof field.max === 'number' ? field.max : null
      if (min !== null && max !== null && (n < min || n > max)) return `${field.label}请输入${min}到${max}之间的数字`
      if (min !== null && n < min) return `${field.label}不能小于${min}`
      if (max !== null && n > max) return `${field.label}不能大于${max}`
      return null
    }
    case 'RADIO':
      return field.options.length && !field.options.includes(String(value)) ? `请选择有效的${field.label}` : null
    case 'CHECKBOX':
      return Array.isArray(value) && field.options.length && value.some(v => !field.options.includes(v)) ? `请选择有效的${field.label}` : null
    case 'DATE':
      if (!isValidDate(text)) return `请选择有效的${field.label}`
      return beforeToday(field, text, todayInBeijing()) ? `${field.label}${DATE_BEFORE_TODAY}` : null
    case 'REGION':
      return parseRegion(value) ? null : `请重新选择${field.label}`
    default:
      break
  }
  if ((field.type === 'TEXT' || field.type === 'TEXTAREA' || field.type === 'COMPANY') && typeof field.maxLength === 'number' && field.maxLength > 0) {
    if (charCount(text) > field.maxLength) return `${field.label}最多${field.maxLength}个字`
  }
  return null
}

/** The message for the SMS code, or null. */
export function validateSmsCode(code: string | undefined): string | null {
  const text = (code || '').trim()
  if (!text) return '请输入短信验证码'
  return SMS_CODE_PATTERN.test(text) ? null : '验证码为4-8位数字'
}

/**
 * Every shown field's error, in field order (the first key is the first invalid field to focus), plus the
 * SMS code's under SMS_CODE_KEY when the form asks for verification. A field its condition hides is not checked.
 */
export function validateForm(form: Pick<WebsiteForm, 'fields' | 'smsVerify'>, values: FormValues, smsCode?: string): FormErrors {
  const errors: FormErrors = {}
  for (const field of visibleFields(form.fields, values)) {
    const message = validateField(field, values[field.key])
    if (message) errors[field.key] = message
  }
  if (form.smsVerify) {
    const message = validateSmsCode(smsCode)
    if (message) errors[SMS_CODE_KEY] = message
  }
  return errors
}

/** The first invalid key in the order the visitor sees (fields, then the SMS code). */
export function firstErrorKey(form: Pick<WebsiteForm, 'fields'>, errors: FormErrors): string | null {
  for (const field of form.fields) if (errors[field.key]) return field.key
  return errors[SMS_CODE_KEY] ? SMS_CODE_KEY : null
}

/**
 * The values as the server takes them: trimmed text, numbers as numbers, empty optional fields null; a field
 * its condition hides is left out.
 */
export function toSubmitValues(form: Pick<WebsiteForm, 'fields'>, values: FormValues): FormValues {
  const out: FormValues = {}
  for (const field of visibleFields(form.fields, values)) {
    const value = values[field.key]
    if (field.type === 'AGREEMENT') out[field.key] = value === true
    else if (isEmptyValue(value)) out[field.key] = field.type === 'CHECKBOX' || field.type === 'REGION' ? [] : null
    else if (field.type === 'NUMBER') out[field.key] = parseNumber(value)
    else if (field.type === 'REGION') out[field.key] = parseRegion(value) ?? []
    else if (typeof value === 'string') out[field.key] = value.trim()
    else out[field.key] = value
  }
  return out
}

/** True when the form registers for an event (not a course, not a lead form or survey). */
export function isEventForm(form: Pick<WebsiteForm, 'contentEntityId' | 'contentEntityType'>): boolean {
  return form.contentEntityId !== null && form.contentEntityType !== 'COURSE'
}

/** The SMS-verified phone field: the first PHONE field. */
export function phoneField(form: Pick<WebsiteForm, 'fields'>): FormField | null {
  return form.fields.find(f => f.type === 'PHONE') || null
}

/** "13800000000" → "138****0000" for showing a number back to its owner. */
export function maskPhone(phone: string | null | undefined): string {
  return phone ? phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : ''
}
