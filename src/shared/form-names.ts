/**
 * How a painted form names its controls, and how what a browser posts (or what the painted controls hold at the
 * takeover) becomes a form's values: one rule for the painted view (the field components), the server's no-script
 * post (server/routes/web/painted-form.ts) and the app reading the painted form when it takes over.
 * Plain TypeScript with type imports only: the server loads it as it is.
 */
import type { FormField, FormValue } from '../../types/contract'

/** The key the SMS code is filed under (never a field key: field keys are identifiers). */
export const SMS_CODE_NAME = '__smsCode'
/** A painted form's submit buttons name what they do under this name: `send` (the default) or `sms`. */
export const FORM_ACTION_NAME = '__action'

/**
 * A field's control name (and the id of its box, `field-<key>` inside a form's scope): the key with anything but
 * letters, digits, `_` and `-` replaced, so it is a safe id; the painted form has no scope, so the name is this.
 */
export function fieldName(key: string, scope = ''): string {
  return `${scope}field-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`
}

/** Each posted name's values in order (a checkbox group or a region posts a name more than once). */
export type PostedEntries = ReadonlyArray<readonly [string, string]>

/**
 * The values of a form's fields from a painted form's entries: text as typed, a RADIO's option, a CHECKBOX's ticked
 * options in the field's order, an AGREEMENT ticked or not, a REGION's chosen names from the province down. A field
 * that posted nothing is left out (an unticked box, a file field: uploads need the app); so is a name that is not a
 * field. Only the shape is made here: validation is the form's own (the app's rules, the server's service).
 */
export function valuesFromEntries(fields: readonly FormField[], entries: PostedEntries): { values: Record<string, FormValue>; smsCode: string } {
  const byName = new Map<string, string[]>()
  for (const [name, value] of entries) {
    const list = byName.get(name)
    if (list) list.push(value)
    else byName.set(name, [value])
  }
  const values: Record<string, FormValue> = {}
  for (const field of fields) {
    const posted = byName.get(fieldName(field.key))
    switch (field.type) {
      case 'IMAGE':
      case 'FILE':
        break
      case 'CHECKBOX':
        values[field.key] = posted ? field.options.filter(option => posted.includes(option)) : []
        break
      case 'AGREEMENT':
        values[field.key] = !!posted && posted.includes('agree')
        break
      case 'REGION':
        if (posted) values[field.key] = posted.map(name => name.trim()).filter(Boolean)
        break
      default:
        if (posted) values[field.key] = posted[0]
    }
  }
  return { values, smsCode: (byName.get(fieldName(SMS_CODE_NAME)) || [''])[0].trim() }
}
