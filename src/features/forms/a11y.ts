import { createContext, useContext, useState } from 'react'
import { fieldName } from '@/shared/form-names'

type AriaAttrs = Record<string, string | undefined>

const FieldScopeContext = createContext('')

/** Gives the fields inside one form instance ids of their own (earlier pages stay in the DOM). */
export const FieldScopeProvider = FieldScopeContext.Provider

let scopeCount = 0

/** A scope prefix made once per mounted form. */
export function useNewFieldScope(): string {
  const [scope] = useState(() => `f${++scopeCount}-`)
  return scope
}

/**
 * Ids a field's label, error and control share, so errors are tied to their field; `name` is its control's name
 * (the box's id: unique per form on the page, and in the painted form, which has no scope, what the server reads).
 */
function fieldIds(key: string, scope = '') {
  const box = fieldName(key, scope)
  return { box, name: box, label: `${box}-label`, error: `${box}-error` }
}

/** The ids of a field in the surrounding form's scope. */
export function useFieldIds(key: string) {
  return fieldIds(key, useContext(FieldScopeContext))
}

/**
 * Attributes for the native <input>/<textarea> inside Taro's web components (their nativeProps):
 * screen readers read that control, not the host element. Undefined values are left out.
 */
export function nativeAttrs(attrs: AriaAttrs): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) out[name] = value
  return out
}

/** Scrolls a field into view and focuses its first control (web; a no-op without a DOM). */
export function focusField(key: string, scope = ''): void {
  if (typeof document === 'undefined') return
  const box = document.getElementById(fieldIds(key, scope).box)
  if (!box) return
  try {
    box.scrollIntoView({ block: 'center', behavior: 'smooth' })
  } catch {
    // jsdom and old browsers have no smooth scrolling
  }
  const target = box.querySelector<HTMLElement>('input:not([type=hidden]),textarea,[tabindex="0"],button')
  target?.focus()
}
