import type { FastifyRequest } from 'fastify'
import type { Attendee, AttendeeEdits, FieldChange, FormField, FormValue, Registration } from '../../types/contract'
import type { Db } from '../db'
import { badRequest, conflict, notFound } from '../lib/envelope'
import { accountsRepo } from '../repositories/accounts'
import { eventsRepo } from '../repositories/events'
import { formsRepo } from '../repositories/forms'
import { registrationEditsRepo, type EditableRow } from '../repositories/registration-edits'
import type { AccountRow } from './accounts'
import type { Ctx } from './context'
import { inScope, maskPhone, toAttendee, type AttendeeScope } from './events'
import { personFrom, validateValues } from './forms'
import { requireSmsCode } from './sms'
import { withGroup } from './group-registration'
import { withTransfer } from './ticket-transfer'
import { atomically } from '../repositories/unit-of-work'

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
const ownsTicket = (account: AccountRow, row: Pick<EditableRow, 'account_id' | 'cellphone'>) =>
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

/**
 * An attendee answer with what changed since registering: the attendee's own edits (registrationEdit extension) and
 * the transfer that gave them the ticket (ticketTransfer extension) and the group that holds their seat
 * (groupRegistration extension), for the organiser's audit.
 */
export function withEdits(ctx: Pick<Ctx, 'db' | 'extensions'>, a: Attendee, masked = false): Attendee {
  const edited = ctx.extensions.has('registrationEdit') ? { ...a, edits: editsOf(ctx.db, a, masked) } : a
  return withGroup(ctx, withTransfer(ctx, edited))
}

/** The ticket's registration when the account owns it; another account's ticket answers like a missing one. */
export function ownRegistration(db: Db, ticketId: number, account: AccountRow): EditableRow {
  const row = registrationEditsRepo(db).byTicket(ticketId)
  if (!row || !ownsTicket(account, row)) throw notFound('门票不存在')
  return row
}

/**
 * The attendee changes the answers of their registration: the same rules as registering (the form's
 * validation, a new phone proven by SMS), checked again inside an IMMEDIATE transaction; answers the row after.
 */
export function editRegistration(
  ctx: Ctx,
  req: FastifyRequest,
  account: AccountRow,
  ticketId: number,
  input: { values: Record<string, FormValue>; smsCode?: string }
): EditableRow {
  const { db } = ctx
  const edits = registrationEditsRepo(db)
  const events = eventsRepo(db)
  const first = ownRegistration(db, ticketId, account)
  const form = formsRepo(db).formOfContent(first.event_id)
  const refused = whyNotEditable(first, !!form, ctx.now())
  if (refused || !form) throw badRequest(refused ?? '该活动没有报名表单，无需修改')
  // The same rules as registering: the form's validation, and a new phone proven by SMS.
  const fields = JSON.parse(form.fields) as FormField[]
  const clean = validateValues(db, fields, input.values)
  const person = personFrom(fields, clean, {
    ...account,
    name: first.name,
    nick_name: first.name,
    cellphone: first.cellphone,
    company: first.company,
    title: first.title
  })
  if (!person.cellphone) throw badRequest('请填写手机号')
  const newPhone = person.cellphone !== first.cellphone
  if (newPhone && (form.sms_verify || person.cellphone !== account.cellphone)) {
    if (!input.smsCode) throw badRequest('新手机号需要验证：请获取并填写短信验证码')
    // Before the transaction: a wrong code's count must outlive the refusal (a rollback would forget it).
    requireSmsCode(ctx, req, person.cellphone, input.smsCode)
  }
  atomically(ctx, now => {
    // Read again inside: a check-in, an audit or another edit may have landed since.
    const row = ownRegistration(db, ticketId, account)
    const why = whyNotEditable(row, true, now)
    if (why) throw badRequest(why)
    const before = JSON.parse(row.form_values) as Record<string, FormValue>
    if (changedFields(fields, before, clean).length === 0) return
    if (person.cellphone !== row.cellphone) {
      // The phone says whose ticket this is (我的门票 and the door find tickets by it).
      if (row.account_id !== account.id) throw conflict('这张门票由他人为你报名，手机号不能在这里修改，请联系主办方')
      if (events.registered(row.event_id, person.cellphone)) throw conflict('该手机号已报名此活动，不能改成这个手机号')
      const holder = accountsRepo(db).idByPhone(person.cellphone)
      if (holder && holder !== row.account_id) throw conflict('该手机号属于其他账号，不能把这张门票改到他名下')
    }
    const json = JSON.stringify(clean)
    events.updateProfile({ id: row.id, form_values: json, ...person })
    edits.insert({
      attendee_id: row.id,
      account_id: account.id,
      before_values: row.form_values,
      after_values: json,
      edited_at: new Date(now).toISOString()
    })
    edits.updateSubmissionValues(row.ticket_id, json)
    // The organiser approved other answers: an audited event reviews the new ones (待审核 again).
    if (row.needs_audit) edits.backToAudit(row.id)
  })
  return ownRegistration(db, ticketId, account)
}

/** One attendee opened by a promoter to contact or edit them: the full phone, within `scope`, else 404. */
export function scopedAttendee(ctx: Pick<Ctx, 'db' | 'extensions'>, scope: AttendeeScope, attendeeId: number): Attendee {
  const a = eventsRepo(ctx.db).attendee(attendeeId)
  if (!a || !inScope(scope, a)) throw notFound('报名记录不存在')
  return withEdits(ctx, toAttendee(a))
}
