import type { FormField, FormValue } from '../../../types/contract'
import { readStorage, writeStorage } from '@/services/storage'
import type { FormValues } from './validation'

/** What a fill keeps across reloads and failed submits: the typed values and its idempotency key. */
export interface FormDraft {
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

function sameShape(field: FormField, value: FormValue): boolean {
  switch (field.type) {
    case 'CHECKBOX':
    case 'REGION':
      return Array.isArray(value) && value.every(v => typeof v === 'string')
    case 'AGREEMENT':
      return typeof value === 'boolean'
    default:
      return typeof value === 'string'
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
    let value = draft.values[field.key]
    // A number field's input may hand over a number (type digit): kept as the text it shows.
    if (field.type === 'NUMBER' && typeof value === 'number' && Number.isFinite(value)) value = String(value)
    if (value !== undefined && value !== null && sameShape(field, value)) values[field.key] = value
  }
  return { values, idempotencyKey: draft.idempotencyKey, savedAt: draft.savedAt }
}

export function saveDraft(formId: number, values: FormValues, idempotencyKey: string, now = Date.now()): void {
  writeStorage(draftKey(formId), JSON.stringify({ values, idempotencyKey, savedAt: now }))
}

export function clearDraft(formId: number): void {
  writeStorage(draftKey(formId), null)
}
