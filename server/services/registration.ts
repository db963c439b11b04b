import type { Attendee, AttendeeEdits, FieldChange, FormField, FormValue, Registration } from '../../types/contract'
import type { Db } from '../db'
import { formsRepo } from '../repositories/forms'
import { registrationEditsRepo, type EditableRow } from '../repositories/registration-edits'
import type { AccountRow } from './accounts'
import type { Ctx } from './context'
import { maskPhone } from './events'

/**
 * Attendees change their own registration (issue #29 item 2, extension `registrationEdit`): the answers of the
 * event's sign-up form, from the ticket, until the event starts. Not after check-in, not once rejected
 * (its seat is gone), and a cancelled ticket no longer exists. A change to an approved registration of an
 * audited event sends it back to 待审核: the organiser approved other answers.
 */

/** Why the attendee may not change the registration now, or null when they may. */
export function whyNotEditable(row: EditableRow, hasForm: boolean, now: number): string | null {
  if (!hasForm) return '该活动没有报名表单，无需修改'
  if (row.audit_status === 'REJECTED') return '报名未通过审核，不能修改'
  if (row.checkin_status !== 'NOT_CHECKED_IN') return '已签到，不能再修改报名信息'
  if (row.start_time && Date.parse(row.start_time) <= now) return '活动已开始，不能再修改报名信息'
  return null
}

/** The ticket's owner: the account it was issued to or the account with its phone (who sees it in 我的门票). */
export const ownsTicket = (account: AccountRow, row: Pick<EditableRow, 'account_id' | 'cellphone'>) =>
  row.account_id === account.id || (!!account.cellphone && row.cellphone === account.cellphone)

/** A registration as its attendee edits it. */
export function registrationOf(db: Db, row: EditableRow, now: number): Registration {
  const form = formsRepo(db).formOfContent(row.event_id)
  const reason = whyNotEditable(row, !!form, now)
  return {
    ticketId: row.ticket_id,
    attendeeId: row.id,
    eventId: row.event_id,
    formId: form?.id ?? 0,
    values: JSON.parse(row.form_values) as Record<string, FormValue>,
    auditStatus: row.audit_status,
    editable: reason === null,
    reason,
    reaudit: !!row.needs_audit && row.audit_status === 'APPROVED'
  }
}

const same = (a: FormValue | undefined, b: FormValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The answers that differ between two sets, in the form's order (then any other keys), labelled by the form. */
export function changedFields(fields: FormField[], before: Record<string, FormValue>, after: Record<string, FormValue>): FieldChange[] {
  const keys = [...fields.map(f => f.key), ...Object.keys({ ...before, ...after }).filter(k => !fields.some(f => f.key === k))]
  return keys
    .filter(k => !same(before[k], after[k]))
    .map(k => ({ key: k, label: fields.find(f => f.key === k)?.label ?? k, before: before[k] ?? null, after: after[k] ?? null }))
}

const maskValue = (v: FormValue): FormValue => (typeof v === 'string' ? maskPhone(v) : v)

/** What the attendee changed since registering (first answers → current), or null when they never did. */
function editsOf(db: Db, a: Pick<Attendee, 'attendeeId' | 'eventId' | 'values'>, masked: boolean): AttendeeEdits | null {
  const s = registrationEditsRepo(db).summary(a.attendeeId)
  if (!s) return null
  const form = formsRepo(db).formOfContent(a.eventId)
  const fields = form ? (JSON.parse(form.fields) as FormField[]) : []
  // The answer's values are masked already in lists; the registered ones are masked the same way.
  const before = JSON.parse(s.first_before) as Record<string, FormValue>
  const changes = changedFields(fields, masked ? Object.fromEntries(Object.entries(before).map(([k, v]) => [k, maskValue(v)])) : before, a.values)
  return { editedAt: s.edited_at, times: s.times, changes }
}

/** An attendee answer with the attendee's own changes, when the registrationEdit extension is on. */
export function withEdits(ctx: Pick<Ctx, 'db' | 'extensions'>, a: Attendee, masked = false): Attendee {
  return ctx.extensions.has('registrationEdit') ? { ...a, edits: editsOf(ctx.db, a, masked) } : a
}
