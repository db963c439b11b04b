import type { FormField, FormValue } from '../../../types/contract'
import { readStorage, writeStorage } from '@/services/storage'
import { parseRegion } from '@/shared/region'
import type { FormValues } from './validation'

/** What a fill keeps across reloads and failed submits: the typed values and its idempotency key. */
interface FormDraft {
  values: FormValues
  idempotencyKey: string
  savedAt: number
}

/** Drafts older than this are dropped (a week: long enough for a visitor to come back). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600 * 1000

const draftKey = (formId: number) => `formDraft:${formId}`

/** A fresh key per fill: the server stores a submit once per key, so a retry never signs up twice. */
export function newIdempotencyKey(): string {
  const random = () => Math.random().toString(36).slice(2, 10)
  return `fill-${Date.now().toString(36)}-${random()}${random()}`
}

/**
 * A draft's value as the field takes it now, or undefined to drop it: a draft must never hold a visitor
 * back. Regions of the older text form become the array form (src/shared/region.ts); choices no longer
 * offered are left out (a stale one could not be unticked on screen).
 */
function draftValue(field: FormField, value: FormValue | undefined): FormValue | undefined {
  if (value === undefined || value === null) return undefined
  switch (field.type) {
    case 'REGION':
      return parseRegion(value) ?? undefined
    case 'CHECKBOX':
      if (!Array.isArray(value) || !value.every(v => typeof v === 'string')) return undefined
      return field.options.length ? value.filter(v => field.options.includes(v)) : value
    case 'RADIO':
      if (typeof value !== 'string') return undefined
      return !field.options.length || field.options.includes(value) ? value : undefined
    case 'AGREEMENT':
      return typeof value === 'boolean' ? value : undefined
    case 'NUMBER':
      // A number field's input may hand over a number (type digit): kept as the text it shows.
      if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
      return typeof value === 'string' ? value : undefined
    default:
      return typeof value === 'string' ? value : undefined
  }
}

/** The stored draft for a form, keeping only values that still fit its fields. */
export function loadDraft(formId: number, fields: FormField[], now = Date.now()): FormDraft | null {
  const raw = readStorage<FormDraft | string>(draftKey(formId))
  let draft: FormDraft | null = null
  try {
    draft = typeof raw === 'string' ? (JSON.parse(raw) as FormDraft) : raw
  } catch {
    draft = null
  }
  if (!draft || typeof draft !== 'object' || typeof draft.idempotencyKey !== 'string' || !draft.values) return null
  if (typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
    clearDraft(formId)
    return null
  }
  const values: FormValues = {}
  for (const field of fields) {
    const value = draftValue(field, draft.values[field.key])
    if (value !== undefined) values[field.key] = value
  }
  return { values, idempotencyKey: draft.idempotencyKey, savedAt: draft.savedAt }
}

export function saveDraft(formId: number, values: FormValues, idempotencyKey: string, now = Date.now()): void {
  writeStorage(draftKey(formId), JSON.stringify({ values, idempotencyKey, savedAt: now }))
}

export function clearDraft(formId: number): void {
  writeStorage(draftKey(formId), null)
}
