import type { FormField, FormValue } from '../../../types/contract'
import { CELLPHONE_INVALID, isCellphone } from '@/shared/phone'
import { regionText } from '@/shared/region'

/** How the compact promoter form edits a field; types without their own control are typed as text. */
type FieldControl = 'text' | 'textarea' | 'phone' | 'email' | 'number' | 'radio' | 'checkbox' | 'agreement'

export function controlOf(field: FormField): FieldControl {
  switch (field.type) {
    case 'PHONE':
      return 'phone'
    case 'EMAIL':
      return 'email'
    case 'NUMBER':
      return 'number'
    case 'TEXTAREA':
      return 'textarea'
    case 'RADIO':
      return field.options?.length ? 'radio' : 'text'
    case 'CHECKBOX':
      return field.options?.length ? 'checkbox' : 'text'
    case 'AGREEMENT':
      return 'agreement'
    default:
      return 'text'
  }
}

/** Starting values: an attendee's saved values when editing, else empty ones of the right shape. */
export function initialValues(fields: readonly FormField[], saved?: Record<string, FormValue> | null): Record<string, FormValue> {
  const values: Record<string, FormValue> = {}
  for (const f of fields) {
    const control = controlOf(f)
    const prior = saved ? saved[f.key] : undefined
    if (control === 'checkbox') values[f.key] = Array.isArray(prior) ? prior.map(String) : typeof prior === 'string' && prior ? prior.split(/[,，]/) : []
    else if (control === 'agreement') values[f.key] = prior === true || prior === 'true'
    // Typed as "广东省 / 深圳市", which the server reads back into the region's names.
    else if (f.type === 'REGION') values[f.key] = regionText(prior)
    else if (prior === null || prior === undefined) values[f.key] = ''
    else values[f.key] = Array.isArray(prior) ? prior.join(',') : String(prior)
  }
  return values
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function isBlank(v: FormValue | undefined): boolean {
  if (v === null || v === undefined) return true
  if (typeof v === 'string') return v.trim() === ''
  if (Array.isArray(v)) return v.length === 0
  if (typeof v === 'boolean') return !v
  return false
}

/** Problems by field key (empty object when the values can be sent). */
export function validateValues(fields: readonly FormField[], values: Record<string, FormValue>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const f of fields) {
    const v = values[f.key]
    const control = controlOf(f)
    if (isBlank(v)) {
      if (f.required)
        errors[f.key] = control === 'agreement' ? `请勾选${f.label}` : control === 'radio' || control === 'checkbox' ? `请选择${f.label}` : `请填写${f.label}`
      continue
    }
    const text = typeof v === 'string' ? v.trim() : ''
    if (control === 'phone' && !isCellphone(text)) errors[f.key] = CELLPHONE_INVALID
    else if (control === 'email' && !EMAIL.test(text)) errors[f.key] = '邮箱格式不正确'
    else if (control === 'number') {
      const n = Number(text)
      if (!Number.isFinite(n)) errors[f.key] = `${f.label}须为数字`
      else if (typeof f.min === 'number' && n < f.min) errors[f.key] = `${f.label}不能小于${f.min}`
      else if (typeof f.max === 'number' && n > f.max) errors[f.key] = `${f.label}不能大于${f.max}`
    } else if (typeof f.maxLength === 'number' && f.maxLength > 0 && text.length > f.maxLength) errors[f.key] = `${f.label}最多${f.maxLength}字`
  }
  return errors
}

/** Values as sent: text trimmed, numbers as numbers, empty optional values left out. */
export function toSubmitValues(fields: readonly FormField[], values: Record<string, FormValue>): Record<string, FormValue> {
  const out: Record<string, FormValue> = {}
  for (const f of fields) {
    const v = values[f.key]
    if (isBlank(v) && controlOf(f) !== 'agreement') continue
    const control = controlOf(f)
    if (control === 'number') out[f.key] = Number(String(v).trim())
    else if (typeof v === 'string') out[f.key] = v.trim()
    else out[f.key] = v ?? null
  }
  return out
}

/** A saved value as one line of text for the details sheet. */
export function displayValue(v: FormValue | undefined): string {
  if (v === null || v === undefined || v === '') return '-'
  if (Array.isArray(v)) return v.length ? v.join('、') : '-'
  if (typeof v === 'boolean') return v ? '是' : '否'
  return String(v)
}
