import type { FormField, GroupRegistrationBody, WebsiteForm } from '../../../types/contract'
import { visibleFields } from '@/shared/form-conditions'
import { isSharedField, memberFields, phoneFieldOf, repeatedPhone, sharedFields } from '@/shared/group-registration'
import { initialValues, toSubmitValues, validateField, type FormValues } from './validation'

/**
 * The group form's values and checks (extension `groupRegistration`): the shared answers once, each member's own
 * answers, the shared ones merged in wherever a rule looks at a member (a condition, the server's check). Which
 * fields are shared is src/shared/group-registration.ts, the server's rule too.
 */

/** One person of the group being filled in; `id` stays with them when someone above is removed. */
export interface MemberDraft {
  id: number
  values: FormValues
}

/** Errors by place: `s:<field key>` for a shared answer, `<member id>:<field key>` for a member's. */
export type GroupErrors = Record<string, string>

export const sharedErrorKey = (key: string) => `s:${key}`
export const memberErrorKey = (id: number, key: string) => `${id}:${key}`

/** Empty answers of a member's own fields. */
export function emptyMember(form: Pick<WebsiteForm, 'fields'>, id: number): MemberDraft {
  return { id, values: initialValues({ fields: memberFields(form.fields) }) }
}

/** Empty answers of the shared fields. */
export const emptyShared = (form: Pick<WebsiteForm, 'fields'>): FormValues => initialValues({ fields: sharedFields(form.fields) })

/** A member's own fields shown for their answers (and the shared ones), in the form's order. */
export function shownMemberFields(fields: readonly FormField[], shared: FormValues, member: FormValues): FormField[] {
  return visibleFields(fields, { ...member, ...shared }).filter(f => !isSharedField(f))
}

/** Every error of the group in the order the leader sees them: shared answers first, then member by member. */
export function validateGroup(fields: readonly FormField[], shared: FormValues, members: readonly MemberDraft[]): GroupErrors {
  const errors: GroupErrors = {}
  for (const field of sharedFields(fields)) {
    const message = validateField(field, shared[field.key])
    if (message) errors[sharedErrorKey(field.key)] = message
  }
  for (const m of members) {
    for (const field of shownMemberFields(fields, shared, m.values)) {
      const message = validateField(field, m.values[field.key])
      if (message) errors[memberErrorKey(m.id, field.key)] = message
    }
  }
  const phone = phoneFieldOf(fields)
  if (phone) {
    const again = repeatedPhone(members.map(m => String(m.values[phone.key] ?? '')))
    const key = again >= 0 ? memberErrorKey(members[again].id, phone.key) : ''
    if (again >= 0 && !errors[key]) errors[key] = '手机号与前面的成员重复，每人需填写自己的手机号'
  }
  return errors
}

/** One member's own answers as the server takes them (trimmed, typed, hidden ones left out). */
export function memberSubmitValues(fields: readonly FormField[], shared: FormValues, member: FormValues): FormValues {
  const all = toSubmitValues({ fields: [...fields] }, { ...member, ...shared })
  const out: FormValues = {}
  for (const field of fields) if (!isSharedField(field) && field.key in all) out[field.key] = all[field.key]
  return out
}

/** The request of the whole group. */
export function groupBody(fields: readonly FormField[], shared: FormValues, members: readonly MemberDraft[], idempotencyKey: string): GroupRegistrationBody {
  return {
    shared: toSubmitValues({ fields: sharedFields(fields) }, shared),
    members: members.map(m => ({ values: memberSubmitValues(fields, shared, m.values) })),
    idempotencyKey
  }
}
