/**
 * The one rule of conditional form fields (extension `conditionalFields`, docs/endpoints.md "Extensions"),
 * shared by the app's form and the server's validation (which imports this file): a field with `showWhen`
 * is shown only when an earlier, shown field's answer is one of `equals` (a CHECKBOX answer: when it ticks
 * one of them). A hidden field is neither required nor sent, and the server drops a value sent for it.
 * Type imports only: the server loads it as plain TypeScript.
 */
import type { FormField, FormFieldCondition, FormValue } from '../../types/contract'

/** The answers `equals` accepts, as a list. */
function accepted(condition: FormFieldCondition): string[] {
  return (Array.isArray(condition.equals) ? condition.equals : [condition.equals]).map(String)
}

/** True when an answer matches the condition: text equal to one of its values, or a list holding one. */
export function conditionMet(condition: FormFieldCondition, answer: FormValue | undefined): boolean {
  const wanted = accepted(condition)
  if (Array.isArray(answer)) return answer.some(a => typeof a === 'string' && wanted.includes(a.trim()))
  if (typeof answer === 'string') return wanted.includes(answer.trim())
  if (typeof answer === 'number') return wanted.includes(String(answer))
  return false
}

/**
 * The fields shown for these answers, in order. A condition may only name an earlier field (an answer the
 * visitor has already given); one naming a later, unknown or hidden field keeps its field hidden, so a
 * chain (C shown when B, B shown when A) hides C as soon as A's answer hides B.
 */
export function visibleFields<F extends FormField>(fields: readonly F[], values: Readonly<Record<string, FormValue | undefined>>): F[] {
  const shown = new Set<string>()
  const out: F[] = []
  for (const field of fields) {
    const condition = field.showWhen
    if (!condition || (shown.has(condition.key) && conditionMet(condition, values[condition.key]))) {
      shown.add(field.key)
      out.push(field)
    }
  }
  return out
}

/** The keys of the fields hidden by these answers. */
export function hiddenKeys(fields: readonly FormField[], values: Readonly<Record<string, FormValue | undefined>>): Set<string> {
  const shown = new Set(visibleFields(fields, values).map(f => f.key))
  return new Set(fields.filter(f => !shown.has(f.key)).map(f => f.key))
}

/** Only the answers of shown fields (what is sent and what a draft keeps). */
export function visibleValues<V extends FormValue>(fields: readonly FormField[], values: Readonly<Record<string, V>>): Record<string, V> {
  const hidden = hiddenKeys(fields, values)
  const out: Record<string, V> = {}
  for (const [key, value] of Object.entries(values)) if (!hidden.has(key)) out[key] = value
  return out
}

/**
 * The fields as a server without the extension gives them (the specification has no conditions): every field
 * shown, and a conditional one optional, since a visitor it does not concern must still be able to send the form.
 */
export function withoutConditions(fields: readonly FormField[]): FormField[] {
  return fields.map(field => {
    if (!field.showWhen) return field
    const { showWhen: _condition, ...plain } = field
    return { ...plain, required: false }
  })
}
